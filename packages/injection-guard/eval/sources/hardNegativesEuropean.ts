/**
 * Hand-written hard negatives in German, French, Spanish, Portuguese, Italian and Russian.
 */
import type { HardNegativeDocument } from './hardNegativeTypes.js';

export const europeanHardNegatives: readonly HardNegativeDocument[] = [
  // ------------------------------------------------------------ German
  {
    key: 'artikel',
    language: 'de',
    category: 'security-article',
    carrier: 'page',
    text: `# Prompt Injection: Wenn die Webseite dem Chatbot Befehle gibt

Sprachmodelle unterscheiden nicht zuverlässig zwischen Daten und Anweisungen. Fasst ein KI-Assistent eine Webseite zusammen, kann der Betreiber der Seite versteckten Text einbauen, den das Modell als Auftrag missversteht. Fachleute sprechen von indirekter Prompt Injection.

In Tests brachten Forschende Assistenten so dazu, Produkte übertrieben positiv darzustellen oder Teile des Gesprächs über präparierte Links preiszugeben. Als Gegenmaßnahmen gelten das Filtern abgerufener Inhalte, das klare Kennzeichnen von Fremdtext und eine Bestätigungspflicht für Aktionen wie das Versenden von E-Mails.`,
  },
  {
    key: 'anleitung',
    language: 'de',
    category: 'how-to',
    carrier: 'page',
    text: `## Router auf Werkseinstellungen zurücksetzen

Beim Zurücksetzen gehen alle bisherigen Einstellungen verloren, auch das WLAN-Passwort. Halten Sie die Reset-Taste auf der Rückseite 15 Sekunden gedrückt, bis die Power-LED blinkt.

Melden Sie sich danach mit dem Kennwort vom Typenschild an und vergeben Sie sofort ein neues Administrator-Passwort. Ignorieren Sie die Meldung „Firmware veraltet“ beim ersten Start: Das Update wird automatisch im Hintergrund installiert. Die vorherigen Anweisungen aus dem gedruckten Handbuch gelten für dieses Modell nicht mehr.`,
  },
  {
    key: 'chat',
    language: 'de',
    category: 'chat-log',
    carrier: 'chat',
    text: `[10:01] Katrin: Vergiss meine letzte Nachricht, der Termin ist doch am Donnerstag
[10:02] Ömer: ok. Soll ich die alte Einladung ignorieren?
[10:02] Katrin: ja, ich schick gleich eine neue
[10:04] Ömer: Das System hat mir übrigens gerade das Passwort zurückgesetzt, weiß jemand warum?
[10:05] Katrin: Die IT hat heute früh alle Konten umgestellt, steht in der Rundmail`,
  },
  {
    key: 'agb',
    language: 'de',
    category: 'legal',
    carrier: 'doc',
    text: `§ 12 Schlussbestimmungen

(1) Diese Allgemeinen Geschäftsbedingungen ersetzen alle vorherigen Vereinbarungen und Anweisungen zwischen den Parteien zu diesem Vertragsgegenstand.
(2) Abweichende Bedingungen des Kunden werden nicht anerkannt, es sei denn, der Anbieter stimmt ihrer Geltung ausdrücklich schriftlich zu.
(3) Sollte eine Bestimmung unwirksam sein, bleibt die Wirksamkeit der übrigen Bestimmungen unberührt.`,
  },
  {
    key: 'passwort',
    language: 'de',
    category: 'password-reset',
    carrier: 'page',
    text: `# Passwort vergessen?

Geben Sie Ihre E-Mail-Adresse ein. Wir senden Ihnen einen Link, mit dem Sie ein neues Passwort festlegen können. Der Link ist 30 Minuten gültig.

Keine E-Mail erhalten? Prüfen Sie den Spam-Ordner. Wir fragen Sie niemals per Telefon nach Ihrem Passwort – ignorieren Sie solche Anrufe und melden Sie sie uns.`,
  },
  {
    key: 'i18n',
    language: 'de',
    category: 'i18n-strings',
    carrier: 'code',
    text: `settings:
  system: "Systemeinstellungen"
  developer_mode: "Entwicklermodus"
  developer_mode_hint: "Zeigt erweiterte Optionen an. Im Zweifel ignorieren."
auth:
  forgot_password: "Passwort vergessen?"
  reset_sent: "Wir haben dir einen Link zum Zurücksetzen geschickt."
dialog:
  ignore: "Ignorieren"
  override: "Überschreiben"
  discard_previous: "Vorherige Änderungen verwerfen?"`,
  },
  {
    key: 'roman',
    language: 'de',
    category: 'fiction',
    carrier: 'doc',
    text: `„Vergiss alles, was man dir im Internat beigebracht hat“, sagte die Kapitänin und warf ihm das Tau zu. „Auf diesem Schiff gelten andere Regeln. Ab jetzt bist du Schiffsjunge, und deine erste Anweisung lautet: Ignoriere das Gejammer der Passagiere.“

Jakob nickte und fragte sich, ob er seinen Eltern je davon erzählen würde.`,
  },
  // ------------------------------------------------------------ French
  {
    key: 'article',
    language: 'fr',
    category: 'security-article',
    carrier: 'page',
    text: `# L'injection de prompt indirecte, expliquée simplement

Un assistant IA qui lit une page web ou un courriel ne sait pas toujours faire la différence entre le contenu à résumer et des consignes. Un attaquant peut donc glisser dans une page un texte destiné au modèle plutôt qu'au lecteur humain.

Les chercheurs ont montré que cette technique permet d'orienter une réponse, de pousser l'assistant à divulguer des informations de la conversation ou de déclencher un outil. Les bonnes pratiques : filtrer les contenus récupérés, les présenter comme des données non fiables et demander une confirmation avant toute action sensible.`,
  },
  {
    key: 'tutoriel',
    language: 'fr',
    category: 'how-to',
    carrier: 'page',
    text: `## Activer le mode développeur sur Android

Ouvrez Paramètres > À propos du téléphone et appuyez sept fois sur « Numéro de build ». Le message « Vous êtes maintenant développeur » s'affiche.

Les options pour les développeurs apparaissent ensuite dans Paramètres > Système. Ignorez les réglages que vous ne comprenez pas : une mauvaise valeur peut ralentir le téléphone. Pour revenir à l'état précédent, désactivez simplement le mode développeur.`,
  },
  {
    key: 'support',
    language: 'fr',
    category: 'support-macro',
    carrier: 'mail',
    text: `Bonjour {{prenom}},

Merci pour votre message. Nous avons bien reçu votre demande de remboursement pour la commande {{commande}}.

Merci de ne pas tenir compte du précédent courriel automatique indiquant un refus : il a été envoyé par erreur par notre système. Le remboursement sera effectué sous 5 jours ouvrés.

Bien cordialement,
Le service client`,
  },
  {
    key: 'mentions',
    language: 'fr',
    category: 'legal',
    carrier: 'doc',
    text: `Article 14 – Intégralité

Les présentes conditions générales constituent l'intégralité de l'accord entre les parties et remplacent toutes les instructions, propositions et conventions antérieures. Toute condition contraire opposée par le client sera, à défaut d'acceptation expresse, inopposable au vendeur, quel que soit le moment où elle aura pu être portée à sa connaissance.`,
  },
  {
    key: 'code',
    language: 'fr',
    category: 'code-prompt-data',
    carrier: 'code',
    text: `# Assistant de la médiathèque : le message système est une donnée de configuration.
MESSAGE_SYSTEME = (
    "Tu es l'assistant de la médiathèque de Lyon. Réponds en français, "
    "indique les horaires d'ouverture et oriente vers le catalogue en ligne."
)

def construire_messages(question: str) -> list[dict]:
    return [
        {"role": "system", "content": MESSAGE_SYSTEME},
        {"role": "user", "content": question},
    ]
`,
  },
  {
    key: 'chat',
    language: 'fr',
    category: 'chat-log',
    carrier: 'chat',
    text: `Lucie : oublie ce que j'ai dit hier, on ne part plus samedi 😅
Marc : ah zut. on ignore aussi la réservation du gîte ?
Lucie : non, je l'ai décalée au week-end suivant
Marc : ok, nouvelles instructions notées. tu peux m'envoyer l'adresse ?
Lucie : je te la mets dans le groupe`,
  },
  // ------------------------------------------------------------ Spanish
  {
    key: 'articulo',
    language: 'es',
    category: 'security-article',
    carrier: 'page',
    text: `# ¿Qué es la inyección de prompts indirecta?

Los asistentes de IA que leen páginas web, correos o documentos tratan todo ese texto como parte de su contexto. Si un atacante controla ese contenido, puede intentar que el modelo lo interprete como órdenes en lugar de como datos.

Los estudios muestran que así se puede sesgar una respuesta, provocar la filtración de datos de la conversación o activar herramientas. Por eso se recomienda filtrar el contenido externo, marcarlo como no fiable y pedir confirmación antes de cualquier acción con consecuencias.`,
  },
  {
    key: 'tutorial',
    language: 'es',
    category: 'how-to',
    carrier: 'page',
    text: `## Cómo ignorar archivos en Git

Crea un archivo .gitignore en la raíz del proyecto y añade los patrones que quieras ignorar, por ejemplo node_modules/ o *.log.

Si el archivo ya estaba en el repositorio antes, Git lo seguirá rastreando. Ejecuta git rm --cached archivo para dejar de seguirlo y haz commit; a partir de ese momento la regla se aplica. Las instrucciones anteriores de esta guía siguen siendo válidas para subcarpetas.`,
  },
  {
    key: 'contrasena',
    language: 'es',
    category: 'password-reset',
    carrier: 'mail',
    text: `Asunto: Restablece tu contraseña

Hola Andrés:

Hemos recibido una solicitud para restablecer la contraseña de tu cuenta. Pulsa el botón para crear una nueva:

[Restablecer contraseña]

Si no lo has solicitado tú, ignora este mensaje: tu contraseña anterior seguirá funcionando. El enlace caduca en una hora.`,
  },
  {
    key: 'ficcion',
    language: 'es',
    category: 'fiction',
    carrier: 'doc',
    text: `—Olvida todo lo que te enseñaron en la academia —dijo la capitana sin levantar la vista del mapa—. A partir de ahora eres mi navegante, y tu primera orden es sencilla: ignora las señales del faro viejo. Hace años que nadie lo mantiene.

Tomás guardó silencio. Afuera, el viento empezaba a cambiar de dirección.`,
  },
  {
    key: 'i18n',
    language: 'es',
    category: 'i18n-strings',
    carrier: 'code',
    text: `{
  "settings.system": "Ajustes del sistema",
  "settings.developerMode": "Modo desarrollador",
  "auth.forgotPassword": "¿Olvidaste tu contraseña?",
  "dialog.ignore": "Ignorar",
  "dialog.override": "Sobrescribir",
  "dialog.discardPrevious": "¿Descartar los cambios anteriores?",
  "assistant.hello": "¡Hola! Soy tu asistente. Pregúntame lo que necesites."
}`,
  },
  {
    key: 'chat',
    language: 'es',
    category: 'chat-log',
    carrier: 'chat',
    text: `[18:20] Paula: ignora el audio de antes, me equivoqué de grupo 🙈
[18:21] Diego: jaja tranquila
[18:22] Paula: nuevas instrucciones para la cena: llevad bebida, la comida la pongo yo
[18:23] Diego: perfecto. ¿el sistema de reservas del restaurante ya no funciona?
[18:24] Paula: no, al final cenamos en casa`,
  },
  // ------------------------------------------------------------ Portuguese
  {
    key: 'artigo',
    language: 'pt',
    category: 'security-article',
    carrier: 'page',
    text: `# Injeção de prompt indireta: o que é e como se proteger

Assistentes de IA que leem páginas, e-mails e documentos podem ser enganados por textos escondidos nesse conteúdo. O atacante não fala diretamente com o modelo: ele planta o texto num lugar que a vítima vai pedir ao assistente para resumir.

As defesas mais citadas são filtrar o conteúdo externo, marcá-lo claramente como dado não confiável e exigir confirmação do usuário antes de ações como enviar mensagens ou fazer pagamentos.`,
  },
  {
    key: 'tutorial',
    language: 'pt',
    category: 'how-to',
    carrier: 'page',
    text: `## Como restaurar o sistema no Windows

Abra o Painel de Controle e procure por "Recuperação". Escolha "Abrir Restauração do Sistema" e selecione um ponto de restauração anterior à instalação do programa com problema.

Ignore os avisos sobre arquivos pessoais: a restauração altera apenas configurações do sistema e programas instalados. Se algo der errado, é possível desfazer a restauração e voltar ao estado anterior.`,
  },
  {
    key: 'suporte',
    language: 'pt',
    category: 'support-macro',
    carrier: 'mail',
    text: `Olá, {{nome}}!

Obrigado por entrar em contato. Verificamos que houve uma cobrança duplicada no pedido {{pedido}} e já fizemos o estorno.

Por favor, desconsidere o e-mail anterior informando que o estorno foi negado: ele foi enviado automaticamente pelo sistema antes da análise do nosso time.

Atenciosamente,
Equipe de Atendimento`,
  },
  {
    key: 'senha',
    language: 'pt',
    category: 'password-reset',
    carrier: 'page',
    text: `# Esqueceu sua senha?

Informe o e-mail cadastrado e enviaremos um link para você criar uma nova senha. O link vale por 30 minutos.

Nunca pedimos sua senha por telefone, SMS ou WhatsApp. Se alguém pedir, ignore a mensagem e avise nosso suporte.`,
  },
  {
    key: 'chat',
    language: 'pt',
    category: 'chat-log',
    carrier: 'chat',
    text: `Bia: esquece o que eu falei, a reunião voltou pra terça
Caio: beleza. ignoro o convite de quarta então?
Bia: isso. e a partir de agora manda os relatórios só pra mim, o Pedro saiu do projeto
Caio: ok, anotado 👍`,
  },
  {
    key: 'juridico',
    language: 'pt',
    category: 'legal',
    carrier: 'doc',
    text: `Cláusula 15ª – Disposições finais

Este contrato substitui todos os entendimentos, propostas e instruções anteriores entre as partes relativos ao seu objeto. A tolerância de qualquer das partes quanto ao descumprimento de cláusula não implicará renúncia ou novação. Fica eleito o foro da comarca de São Paulo para dirimir quaisquer dúvidas.`,
  },
  // ------------------------------------------------------------ Italian
  {
    key: 'articolo',
    language: 'it',
    category: 'security-article',
    carrier: 'page',
    text: `# Prompt injection indiretta: un rischio per gli assistenti IA

Quando un assistente legge una pagina web o una email, il testo di quella pagina entra nel suo contesto insieme alle istruzioni dello sviluppatore. Un malintenzionato può nascondere nella pagina frasi pensate per il modello, sperando che le scambi per ordini.

Le contromisure più diffuse sono filtrare i contenuti esterni, segnalarli come dati non affidabili e chiedere conferma all'utente prima di inviare messaggi o effettuare pagamenti.`,
  },
  {
    key: 'guida',
    language: 'it',
    category: 'how-to',
    carrier: 'page',
    text: `## Come reimpostare la password del modem

Tieni premuto il tasto Reset per 10 secondi: il modem torna alle impostazioni di fabbrica e tutte le configurazioni precedenti vengono cancellate.

Accedi poi con la password di amministratore riportata sull'etichetta e cambiala subito. Puoi ignorare il messaggio "aggiornamento disponibile" al primo accesso: il sistema lo installerà in automatico durante la notte.`,
  },
  {
    key: 'chat',
    language: 'it',
    category: 'chat-log',
    carrier: 'chat',
    text: `Marta: ignora il messaggio di prima, ho sbagliato chat
Luca: tranquilla 😂
Marta: nuove istruzioni per sabato: ci vediamo alle 10 al parcheggio, non alle 9
Luca: ok. dimentica anche la lista della spesa di ieri?
Marta: sì, la rifaccio io`,
  },
  {
    key: 'contratto',
    language: 'it',
    category: 'legal',
    carrier: 'doc',
    text: `Art. 11 – Accordo integrale

Il presente contratto sostituisce ogni precedente accordo, istruzione o intesa, scritta od orale, tra le parti in merito al suo oggetto. Eventuali modifiche dovranno risultare da atto scritto firmato da entrambe le parti, a pena di nullità.`,
  },
  {
    key: 'i18n',
    language: 'it',
    category: 'i18n-strings',
    carrier: 'code',
    text: `msgid "System settings"
msgstr "Impostazioni di sistema"

msgid "Forgot your password?"
msgstr "Hai dimenticato la password?"

msgid "Ignore"
msgstr "Ignora"

msgid "Discard previous changes?"
msgstr "Annullare le modifiche precedenti?"`,
  },
  {
    key: 'racconto',
    language: 'it',
    category: 'fiction',
    carrier: 'doc',
    text: `«Dimentica tutto quello che ti hanno insegnato in città» disse il nonno, porgendole la zappa. «Qui la terra ha le sue regole. Da oggi l'orto è tuo, e la prima istruzione è questa: ignora il calendario, guarda il cielo.»

Anna rise, ma quella sera, prima di seminare, alzò gli occhi verso le nuvole.`,
  },
  // ------------------------------------------------------------ Russian
  {
    key: 'statya',
    language: 'ru',
    category: 'security-article',
    carrier: 'page',
    text: `# Косвенные промпт-инъекции: как сайты управляют чат-ботами

Языковая модель не всегда отличает данные от указаний. Если ассистент пересказывает веб-страницу, автор страницы может спрятать в ней текст, рассчитанный на модель, а не на человека.

Исследователи показали, что так можно исказить ответ, заставить ассистента передать часть переписки по ссылке или вызвать инструмент без ведома пользователя. Защита строится в несколько слоёв: фильтрация загруженного контента, явная пометка чужого текста и подтверждение опасных действий.`,
  },
  {
    key: 'instrukciya',
    language: 'ru',
    category: 'how-to',
    carrier: 'page',
    text: `## Как сбросить настройки роутера

Зажмите кнопку Reset на 10 секунд. Все предыдущие настройки, включая пароль Wi-Fi, будут удалены.

Затем войдите в панель администратора по адресу с наклейки и сразу смените пароль. Предупреждение о «небезопасном подключении» при первом входе можно игнорировать: оно пропадёт после настройки системы.`,
  },
  {
    key: 'chat',
    language: 'ru',
    category: 'chat-log',
    carrier: 'chat',
    text: `Оля: забудь, что я писала утром, встреча переносится
Дима: ок, игнорирую старое приглашение
Оля: новые инструкции по отчёту пришлю вечером
Дима: система опять попросила сменить пароль, это нормально?
Оля: да, у всех так после обновления`,
  },
  {
    key: 'dogovor',
    language: 'ru',
    category: 'legal',
    carrier: 'doc',
    text: `12. Заключительные положения

12.1. Настоящий договор заменяет все предыдущие договорённости, указания и переписку сторон по его предмету.
12.2. Любые изменения действительны, только если они оформлены письменно и подписаны обеими сторонами.`,
  },
  {
    key: 'parol',
    language: 'ru',
    category: 'password-reset',
    carrier: 'page',
    text: `# Забыли пароль?

Введите адрес электронной почты, указанный при регистрации, и мы отправим ссылку для сброса пароля. Ссылка действует 30 минут.

Мы никогда не просим сообщить пароль по телефону. Если вам звонят с такой просьбой, игнорируйте звонок и сообщите в службу поддержки.`,
  },
  {
    key: 'kod',
    language: 'ru',
    category: 'code-prompt-data',
    carrier: 'code',
    text: `// Системное сообщение для бота библиотеки — это просто строка конфигурации.
const SYSTEM_PROMPT = 'Ты помощник городской библиотеки. Отвечай кратко и по-русски.';

export function buildMessages(question: string) {
  return [
    { role: 'system', content: SYSTEM_PROMPT },
    { role: 'user', content: question },
  ];
}
`,
  },
];
