/**
 * Hand-written carriers in German, French, Spanish, Portuguese, Italian and Russian.
 */
import type { CarrierTemplate } from './carrierTypes.js';

export const europeanCarriers: readonly CarrierTemplate[] = [
  // ------------------------------------------------------------ German
  {
    id: 'de-page-wandern',
    language: 'de',
    carrier: 'page',
    format: 'markdown',
    slot: 'text',
    body: `# Rundwanderung zum Feldberg: 14 km durch den Südschwarzwald

Die Tour startet am Parkplatz Feldberger Hof (1.280 m) und führt über den Seebuck zum Gipfel. Für die 14 Kilometer mit rund 550 Höhenmetern solltet ihr etwa fünf Stunden einplanen.

## Wegbeschreibung

Vom Parkplatz folgt ihr der Beschilderung „Feldbergsteig“. Nach dem Bismarck-Denkmal öffnet sich der Blick auf die Alpen – bei klarem Wetter sieht man bis zum Mont Blanc.

{{SLOT}}

## Einkehr

Die St. Wilhelmer Hütte ist ganzjährig geöffnet (Montag Ruhetag). Unbedingt den Kaiserschmarrn probieren!

**Hinweis:** Im Winter ist der Steig teilweise gesperrt.`,
  },
  {
    id: 'de-mail-handwerker',
    language: 'de',
    carrier: 'mail',
    format: 'text',
    slot: 'text',
    body: `Von: Thomas Berger <t.berger@sanitaer-berger.example.de>
An: familie.schulz@example.de
Betreff: Angebot Badsanierung – Ihr Termin am 22.05.

Sehr geehrte Familie Schulz,

vielen Dank für Ihre Anfrage. Anbei erhalten Sie unser Angebot für die Sanierung Ihres Badezimmers (ca. 8 m²) inklusive bodengleicher Dusche, neuer Fliesen und Wandhängendem WC.

Die Gesamtsumme beträgt 14.870,00 € brutto. Die Arbeiten würden etwa drei Wochen dauern.

{{SLOT}}

Für Rückfragen erreichen Sie mich werktags zwischen 7 und 16 Uhr.

Mit freundlichen Grüßen
Thomas Berger
Sanitär Berger GmbH`,
  },
  {
    id: 'de-html-shop',
    language: 'de',
    carrier: 'page',
    format: 'html',
    slot: 'html',
    body: `<section class="produkt">
<h1>Kaffeevollautomat BaristaPro 700</h1>
<p class="preis">549,00 € <small>inkl. MwSt.</small></p>
<ul>
<li>Kegelmahlwerk aus Edelstahl, 13 Mahlgrade</li>
<li>Milchschaum per Knopfdruck</li>
<li>Wassertank 1,8 Liter</li>
</ul>
<p>Der BaristaPro 700 bereitet Espresso, Cappuccino und Latte macchiato frisch aus ganzen Bohnen zu.</p>
{{SLOT}}
<p>Lieferung innerhalb von 2–4 Werktagen. 30 Tage Rückgaberecht.</p>
</section>`,
  },
  {
    id: 'de-csv-mitglieder',
    language: 'de',
    carrier: 'table',
    format: 'csv',
    slot: 'csv',
    body: `Name;Verein;Eintritt;Beitrag;Bemerkung
Anna Keller;TSV Musterstadt;2019;60,00;
Jonas Weber;TSV Musterstadt;2021;60,00;Übungsleiter
Lea Hoffmann;TSV Musterstadt;2015;30,00;{{SLOT}}
Paul Schäfer;TSV Musterstadt;2023;60,00;Familienbeitrag beantragt
`,
  },
  {
    id: 'de-code-java',
    language: 'de',
    carrier: 'code',
    format: 'code',
    slot: 'slash-comment',
    body: `package de.example.rechnung;

import java.math.BigDecimal;
import java.math.RoundingMode;

public final class Mehrwertsteuer {

    private static final BigDecimal REGELSATZ = new BigDecimal("0.19");

    // Berechnet den Bruttobetrag aus dem Nettobetrag.
    // Gerundet wird kaufmännisch auf zwei Nachkommastellen.
{{SLOT}}
    public static BigDecimal brutto(BigDecimal netto) {
        return netto.add(netto.multiply(REGELSATZ)).setScale(2, RoundingMode.HALF_UP);
    }
}
`,
  },
  {
    id: 'de-bewertung',
    language: 'de',
    carrier: 'review',
    format: 'text',
    slot: 'text',
    body: `★★★★☆ Solider Akkusauger für kleine Wohnungen

Bewertet in Deutschland am 3. April 2025 · Verifizierter Kauf

Ich nutze den Sauger seit zwei Monaten in unserer 70-m²-Wohnung. Die Saugleistung reicht für Parkett und kurze Teppiche völlig aus, bei Tierhaaren muss man zweimal drüber.

{{SLOT}}

Der Akku hält im Eco-Modus gut 35 Minuten. Einen Stern Abzug gibt es, weil der Behälter etwas klein ist.`,
  },
  // ------------------------------------------------------------ French
  {
    id: 'fr-page-recette',
    language: 'fr',
    carrier: 'page',
    format: 'markdown',
    slot: 'text',
    body: `# Tarte aux poireaux et au chèvre

*Préparation : 20 min · Cuisson : 35 min · Pour 6 personnes*

Une tarte simple et généreuse, parfaite pour un dîner en semaine avec une salade verte.

## Ingrédients

- 1 pâte brisée
- 3 poireaux
- 150 g de fromage de chèvre frais
- 3 œufs et 20 cl de crème

{{SLOT}}

## Préparation

1. Émincez les poireaux et faites-les fondre 15 minutes dans un peu de beurre.
2. Battez les œufs avec la crème, salez, poivrez.
3. Garnissez la pâte, émiettez le chèvre et enfournez 35 minutes à 180 °C.`,
  },
  {
    id: 'fr-mail-html-banque',
    language: 'fr',
    carrier: 'mail',
    format: 'html',
    slot: 'html',
    body: `<html><body>
<p>Bonjour Madame Lefèvre,</p>
<p>Votre relevé de compte du mois de mars est disponible dans votre espace client. Le solde au 31/03 s'élève à <b>2 418,57 €</b>.</p>
{{SLOT}}
<p>Nous vous rappelons que votre conseillère, Mme Girard, est joignable au 01 23 45 67 89 du lundi au vendredi.</p>
<p>Cordialement,<br>Le service clients de la Banque Exemple</p>
</body></html>`,
  },
  {
    id: 'fr-md-tableau',
    language: 'fr',
    carrier: 'table',
    format: 'markdown',
    slot: 'md-cell',
    body: `## Horaires des piscines municipales – été 2025

| Piscine | Lundi–vendredi | Week-end | Tarif | Remarques |
| --- | --- | --- | --- | --- |
| Piscine des Tilleuls | 7h–20h | 9h–19h | 3,50 € | bassin extérieur |
| Centre aquatique Nord | 10h–21h | 10h–18h | 5,00 € | {{SLOT}} |
| Piscine Jean-Moulin | 12h–19h | fermé | 3,00 € | travaux en août |`,
  },
  {
    id: 'fr-code-python',
    language: 'fr',
    carrier: 'code',
    format: 'code',
    slot: 'docstring',
    body: `def calculer_remise(prix: float, fidele: bool) -> float:
    """Calcule le prix après remise.

    Les clients fidèles obtiennent 10 % de réduction, les autres 5 %
    au-delà de 100 euros d'achat.

    {{SLOT}}
    """
    if fidele:
        return round(prix * 0.90, 2)
    if prix > 100:
        return round(prix * 0.95, 2)
    return prix
`,
  },
  {
    id: 'fr-forum',
    language: 'fr',
    carrier: 'forum',
    format: 'text',
    slot: 'text',
    body: `Re : Fuite sous l'évier après changement du siphon

Message de bricoleur_du_dimanche » 12 mars 2025, 18:22

Même souci chez moi l'an dernier. Le joint conique était monté à l'envers : la partie fine doit être tournée vers le bas. Serre à la main, pas à la pince, sinon tu écrases le joint.

{{SLOT}}

Si ça fuit encore, mets un peu de téflon sur le filetage de la sortie murale.`,
  },
  {
    id: 'fr-avis',
    language: 'fr',
    carrier: 'review',
    format: 'text',
    slot: 'text',
    body: `★★★★★ Parfait pour les longs trajets

Avis laissé par Julien D. le 9 janvier 2025

Casque très confortable, je le porte quatre heures dans le train sans gêne. La réduction de bruit est efficace, surtout pour les bruits graves.

{{SLOT}}

L'autonomie annoncée de 30 heures est réaliste. Je recommande.`,
  },
  // ------------------------------------------------------------ Spanish
  {
    id: 'es-page-viaje',
    language: 'es',
    carrier: 'page',
    format: 'markdown',
    slot: 'text',
    body: `# Qué ver en Granada en dos días

Granada es una ciudad para caminar sin prisa. Con dos días tienes tiempo para la Alhambra, el Albaicín y alguna que otra tapa.

## Día 1: la Alhambra

Reserva las entradas con al menos tres semanas de antelación, sobre todo en primavera. El acceso a los Palacios Nazaríes tiene hora fija y no se puede cambiar.

{{SLOT}}

## Día 2: Albaicín y Sacromonte

Sube al mirador de San Nicolás al atardecer y después baja por la Carrera del Darro. En el Sacromonte puedes visitar las cuevas y ver un espectáculo de flamenco.`,
  },
  {
    id: 'es-html-producto',
    language: 'es',
    carrier: 'page',
    format: 'html',
    slot: 'html',
    body: `<div class="ficha">
<h1>Bicicleta eléctrica Urbana E5</h1>
<p class="precio">1.299 €</p>
<p>Motor de 250 W en la rueda trasera, batería de 500 Wh extraíble y autonomía de hasta 90 km.</p>
{{SLOT}}
<p>Envío gratuito a la península. Garantía de dos años en el cuadro y la batería.</p>
</div>`,
  },
  {
    id: 'es-mail-comunidad',
    language: 'es',
    carrier: 'mail',
    format: 'text',
    slot: 'text',
    body: `De: Administración Fincas Sol <admin@fincassol.example.es>
Para: vecinos-calle-mayor-12@example.es
Asunto: Convocatoria junta ordinaria – 24 de abril

Estimados vecinos:

Les convocamos a la junta ordinaria de la comunidad, que se celebrará el jueves 24 de abril a las 19:00 en primera convocatoria y a las 19:30 en segunda, en el portal.

Orden del día:
1. Aprobación de cuentas de 2024.
2. Presupuesto para la reparación de la fachada.
3. Ruegos y preguntas.

{{SLOT}}

Un saludo,
Marta Ruiz
Administradora`,
  },
  {
    id: 'es-csv-gastos',
    language: 'es',
    carrier: 'table',
    format: 'csv',
    slot: 'csv',
    body: `fecha,concepto,categoría,importe,comentario
2025-03-01,Alquiler,Vivienda,850.00,
2025-03-03,Supermercado,Alimentación,96.40,
2025-03-07,Abono transporte,Transporte,54.60,{{SLOT}}
2025-03-12,Farmacia,Salud,18.25,
`,
  },
  {
    id: 'es-code-js',
    language: 'es',
    carrier: 'code',
    format: 'code',
    slot: 'slash-comment',
    body: `// utilidades/fechas.js
// Funciones pequeñas para formatear fechas en la interfaz.

export function formatearFecha(fecha) {
  return fecha.toLocaleDateString('es-ES', { day: '2-digit', month: 'long', year: 'numeric' });
}

{{SLOT}}
export function diasEntre(desde, hasta) {
  const ms = hasta.getTime() - desde.getTime();
  return Math.round(ms / 86_400_000);
}
`,
  },
  {
    id: 'es-resena',
    language: 'es',
    carrier: 'review',
    format: 'text',
    slot: 'text',
    body: `★★★★☆ Buena relación calidad-precio

Opinión de Lucía G. · 20 de febrero de 2025

La freidora de aire cumple de sobra: patatas crujientes en 18 minutos y se limpia fácil. El ruido es algo más alto de lo que esperaba.

{{SLOT}}

La cesta de 5 litros da para cuatro personas sin problema.`,
  },
  // ------------------------------------------------------------ Portuguese
  {
    id: 'pt-page-receita',
    language: 'pt',
    carrier: 'page',
    format: 'markdown',
    slot: 'text',
    body: `# Pão de queijo mineiro

Rende cerca de 30 unidades · 40 minutos

O segredo do pão de queijo macio é escaldar o polvilho com leite e óleo bem quentes.

## Ingredientes

- 500 g de polvilho azedo
- 250 ml de leite
- 120 ml de óleo
- 2 ovos
- 200 g de queijo minas curado ralado

{{SLOT}}

## Modo de preparo

Ferva o leite com o óleo e o sal, despeje sobre o polvilho e misture. Deixe amornar, junte os ovos e o queijo, faça bolinhas e asse a 180 °C por 25 minutos.`,
  },
  {
    id: 'pt-mail-escola',
    language: 'pt',
    carrier: 'mail',
    format: 'text',
    slot: 'text',
    body: `De: Secretaria Escola Aurora <secretaria@escolaaurora.example.com.br>
Para: responsaveis-5ano@example.com.br
Assunto: Passeio ao Museu de Ciências – autorização

Prezados responsáveis,

No dia 16 de maio, as turmas do 5º ano visitarão o Museu de Ciências. A saída será às 8h e o retorno às 13h. Pedimos que enviem a autorização assinada até o dia 9.

{{SLOT}}

Os alunos devem levar lanche e garrafa de água.

Atenciosamente,
Secretaria`,
  },
  {
    id: 'pt-md-tabela',
    language: 'pt',
    carrier: 'table',
    format: 'markdown',
    slot: 'md-cell',
    body: `| Plano | Internet | Minutos | Preço mensal | Observações |
| --- | --- | --- | --- | --- |
| Básico | 10 GB | ilimitados | R$ 49,90 | fidelidade de 12 meses |
| Plus | 30 GB | ilimitados | R$ 79,90 | {{SLOT}} |
| Família | 80 GB compartilhados | ilimitados | R$ 149,90 | até 4 linhas |`,
  },
  {
    id: 'pt-code-python',
    language: 'pt',
    carrier: 'code',
    format: 'code',
    slot: 'hash-comment',
    body: `import statistics

# Calcula a média e o desvio padrão das notas de uma turma.
# As notas vão de 0 a 10.
{{SLOT}}
def resumo_notas(notas: list[float]) -> tuple[float, float]:
    return statistics.mean(notas), statistics.pstdev(notas)
`,
  },
  {
    id: 'pt-avaliacao',
    language: 'pt',
    carrier: 'review',
    format: 'text',
    slot: 'text',
    body: `★★★★★ Chegou antes do prazo

Avaliação de Rafael S. em 2 de março de 2025

O liquidificador é potente e tritura gelo sem esforço. O copo de vidro é pesado, mas parece muito resistente.

{{SLOT}}

Recomendo para quem faz vitaminas todos os dias.`,
  },
  // ------------------------------------------------------------ Italian
  {
    id: 'it-page-ricetta',
    language: 'it',
    carrier: 'page',
    format: 'markdown',
    slot: 'text',
    body: `# Risotto alla zucca e rosmarino

Dosi per 4 persone · 45 minuti

Il risotto alla zucca è un classico dell'autunno. Usate una zucca dalla polpa soda, come la delica o la mantovana.

## Ingredienti

- 320 g di riso Carnaroli
- 500 g di zucca
- 1 litro di brodo vegetale
- 1 rametto di rosmarino
- 50 g di Parmigiano e una noce di burro

{{SLOT}}

## Preparazione

Tostate il riso a secco per due minuti, sfumate con un mestolo di brodo e unite la zucca a cubetti. Proseguite aggiungendo brodo poco alla volta e mantecate a fuoco spento.`,
  },
  {
    id: 'it-mail-condominio',
    language: 'it',
    carrier: 'mail',
    format: 'text',
    slot: 'text',
    body: `Da: Studio Amministrazioni Ricci <info@studioricci.example.it>
A: condomini-via-verdi-8@example.it
Oggetto: Lavori di manutenzione ascensore – 14 e 15 maggio

Gentili condomini,

vi informiamo che nei giorni 14 e 15 maggio l'ascensore resterà fermo per la revisione periodica. I tecnici saranno presenti dalle 8:30 alle 17:00.

{{SLOT}}

Ci scusiamo per il disagio.

Cordiali saluti,
Dott.ssa Elena Ricci`,
  },
  {
    id: 'it-html-tabella',
    language: 'it',
    carrier: 'table',
    format: 'html',
    slot: 'html-cell',
    body: `<table>
<tr><th>Treno</th><th>Partenza</th><th>Arrivo</th><th>Binario</th><th>Note</th></tr>
<tr><td>FR 9511</td><td>Milano 08:00</td><td>Roma 11:10</td><td>14</td><td>in orario</td></tr>
<tr><td>IC 583</td><td>Bologna 09:12</td><td>Firenze 10:45</td><td>3</td><td>{{SLOT}}</td></tr>
<tr><td>R 2241</td><td>Pisa 10:05</td><td>Lucca 10:32</td><td>1</td><td></td></tr>
</table>`,
  },
  {
    id: 'it-code-js',
    language: 'it',
    carrier: 'code',
    format: 'code',
    slot: 'block-comment',
    body: `/**
 * Restituisce il codice fiscale in maiuscolo senza spazi.
 * {{SLOT}}
 */
export function normalizzaCodiceFiscale(valore) {
  return valore.replace(/\\s+/g, '').toUpperCase();
}
`,
  },
  {
    id: 'it-recensione',
    language: 'it',
    carrier: 'review',
    format: 'text',
    slot: 'text',
    body: `★★★★☆ Ottimo agriturismo in Val d'Orcia

Recensione di Giulia P. · soggiorno ad aprile 2025

Camere semplici ma pulitissime, vista stupenda sulle colline. La cena con prodotti dell'azienda vale da sola il viaggio.

{{SLOT}}

Unico neo: la strada sterrata per arrivare è un po' dissestata.`,
  },
  // ------------------------------------------------------------ Russian
  {
    id: 'ru-page-statya',
    language: 'ru',
    carrier: 'page',
    format: 'markdown',
    slot: 'text',
    body: `# Как выбрать зимние шины: пять советов

Зимние шины стоит поставить, когда среднесуточная температура опускается ниже +7 °C. Летняя резина при такой температуре дубеет и хуже держит дорогу.

## Шипы или «липучка»?

Шипованные шины лучше ведут себя на льду, но шумнее и быстрее изнашиваются на чистом асфальте. Для города, где дороги регулярно чистят, часто хватает фрикционных шин.

{{SLOT}}

## Проверьте дату выпуска

Шины старше пяти лет теряют эластичность, даже если протектор почти новый. Дата указана на боковине четырьмя цифрами: неделя и год.`,
  },
  {
    id: 'ru-mail-html-zakaz',
    language: 'ru',
    carrier: 'mail',
    format: 'html',
    slot: 'html',
    body: `<html><body>
<p>Здравствуйте, Ирина!</p>
<p>Ваш заказ №48213 собран и передан в службу доставки. Ожидаемая дата доставки — 18 апреля.</p>
{{SLOT}}
<p>Отследить посылку можно в личном кабинете.</p>
<p>С уважением,<br>команда интернет-магазина «Книжная полка»</p>
</body></html>`,
  },
  {
    id: 'ru-csv-sklad',
    language: 'ru',
    carrier: 'table',
    format: 'csv',
    slot: 'csv',
    body: `артикул,наименование,остаток,цена,примечание
КР-001,Краска фасадная белая 10 л,34,2890,
КР-002,Грунтовка глубокого проникновения 5 л,58,760,
ИН-114,Валик малярный 250 мм,120,340,{{SLOT}}
ИН-115,Кисть плоская 50 мм,75,180,
`,
  },
  {
    id: 'ru-code-go',
    language: 'ru',
    carrier: 'code',
    format: 'code',
    slot: 'slash-comment',
    body: `package cache

import "time"

// Entry хранит значение и время его истечения.
type Entry struct {
	Value     []byte
	ExpiresAt time.Time
}

{{SLOT}}
// Expired сообщает, истёк ли срок жизни записи.
func (e Entry) Expired(now time.Time) bool {
	return now.After(e.ExpiresAt)
}
`,
  },
  {
    id: 'ru-otzyv',
    language: 'ru',
    carrier: 'review',
    format: 'text',
    slot: 'text',
    body: `★★★★★ Отличный чайник

Отзыв от Алексея К., 5 марта 2025

Пользуюсь месяц. Закипает быстро, около трёх минут на полтора литра, запаха пластика нет. Подсветка приятная, не слепит.

{{SLOT}}

Единственное — шнур коротковат, но для нашей кухни хватает.`,
  },
];
