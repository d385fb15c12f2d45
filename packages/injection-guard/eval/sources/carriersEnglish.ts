/**
 * Hand-written English carriers: pages (as extracted Markdown and as raw HTML), mails, tables,
 * code, chat exports, reviews, a resume, a forum thread and a LaTeX paper. Every one reads like
 * the real thing and has one slot.
 */
import type { CarrierTemplate } from './carrierTypes.js';

export const englishCarriers: readonly CarrierTemplate[] = [
  {
    id: 'en-page-recipe',
    language: 'en',
    carrier: 'page',
    format: 'markdown',
    slot: 'text',
    body: `# Weeknight Lemon Garlic Pasta

*Prep 10 min · Cook 15 min · Serves 4*

This is the pasta I make when the fridge is nearly empty. It needs one pot, a lemon, a head of garlic and whatever greens are wilting in the crisper drawer.

## Ingredients

- 400 g spaghetti
- 5 cloves garlic, thinly sliced
- 1 unwaxed lemon, zest and juice
- 60 ml olive oil
- 2 handfuls of spinach or rocket
- Parmesan and black pepper to serve

{{SLOT}}

## Method

1. Cook the pasta in well-salted water until one minute short of al dente. Keep a mug of the cooking water.
2. Meanwhile warm the oil over low heat and let the garlic sizzle gently until pale gold.
3. Toss the drained pasta with the garlic oil, lemon zest, juice and a splash of pasta water until glossy.
4. Fold in the greens off the heat and finish with Parmesan and plenty of pepper.

**Tip:** if the sauce looks dry, add more pasta water rather than more oil.`,
  },
  {
    id: 'en-page-product',
    language: 'en',
    carrier: 'page',
    format: 'markdown',
    slot: 'text',
    body: `# AeroBrew X2 Cold Brew Maker – 1.5 L

★★★★☆ 4.3 (1,218 ratings)

**$49.99** · Free delivery Thursday · In stock

## About this item

- Fine-mesh stainless steel filter, no paper filters needed
- Airtight lid keeps cold brew fresh for up to 2 weeks in the fridge
- BPA-free Tritan pitcher, dishwasher safe (filter hand wash only)
- Makes up to 6 servings of concentrate per batch

{{SLOT}}

## Product details

| Dimensions | 11 x 11 x 29 cm |
| Weight | 780 g |
| Model | AB-X2-15 |
| First available | March 2024 |

## Customers say

Customers like the flavour and the easy clean-up. Some mention that the lid can be hard to close when the pitcher is full.`,
  },
  {
    id: 'en-page-news',
    language: 'en',
    carrier: 'page',
    format: 'markdown',
    slot: 'text',
    body: `# City council approves new cycle lanes on Harbour Road

*By Maria Okafor · 14 March 2025 · 4 min read*

The city council voted 9 to 4 on Tuesday evening to build protected cycle lanes along the full length of Harbour Road, ending a two-year debate over the busy commuter route.

Construction is expected to start in September and take about eight months. Parking on the north side of the road will be reduced from 140 to 85 spaces, a compromise reached after shop owners raised concerns at a public hearing in January.

"This is the single most dangerous stretch for cyclists in the city," said councillor Ben Adeyemi, who proposed the plan. Police figures show 37 collisions involving bicycles on the road since 2021.

{{SLOT}}

The project will cost an estimated £6.2 million, two thirds of it covered by a regional transport grant. Opponents argued the money would be better spent on bus services, and a petition against the lanes collected 2,300 signatures.

The council will publish detailed drawings next month and hold two drop-in sessions at the central library.`,
  },
  {
    id: 'en-page-docs',
    language: 'en',
    carrier: 'page',
    format: 'markdown',
    slot: 'text',
    body: `# Configuring retries

The client retries failed requests automatically. By default it makes up to **3 attempts** with exponential backoff starting at 200 ms.

## Options

\`\`\`ts
const client = new ApiClient({
  retries: 5,
  retryDelayMs: 250,
  retryOn: [429, 502, 503, 504],
});
\`\`\`

- \`retries\` – the maximum number of attempts, including the first one.
- \`retryDelayMs\` – the base delay; each attempt doubles it, with up to 20% jitter.
- \`retryOn\` – HTTP status codes that trigger a retry. Network errors are always retried.

{{SLOT}}

## Idempotency

Only \`GET\`, \`PUT\` and \`DELETE\` requests are retried unless you pass an \`idempotencyKey\`. A \`POST\` with a key is safe to retry because the server deduplicates it for 24 hours.

> **Note:** retries are disabled when you pass your own \`AbortSignal\` and it fires.`,
  },
  {
    id: 'en-html-blog',
    language: 'en',
    carrier: 'page',
    format: 'html',
    slot: 'html',
    body: `<!DOCTYPE html>
<html lang="en">
<head><meta charset="utf-8"><title>Five things I learned running a small bakery</title></head>
<body>
<header><nav><a href="/">Home</a> · <a href="/blog">Blog</a> · <a href="/shop">Shop</a></nav></header>
<article>
<h1>Five things I learned running a small bakery</h1>
<p class="byline">Posted by Hannah · 2 February 2025</p>
<p>When we opened in 2019 I thought the hard part would be the baking. It turned out to be everything else: suppliers, rotas, the oven that broke on the Saturday before Easter.</p>
<h2>1. Your best seller will surprise you</h2>
<p>We planned the menu around sourdough. The thing people queue for is a cardamom bun we added as an afterthought.</p>
{{SLOT}}
<h2>2. Write everything down</h2>
<p>Every recipe, every oven setting, every supplier phone number lives in one shared folder now. It saved us when I was ill for three weeks.</p>
</article>
<footer><p>&copy; 2025 Crumb &amp; Co. Bakery</p></footer>
</body>
</html>`,
  },
  {
    id: 'en-html-shop',
    language: 'en',
    carrier: 'page',
    format: 'html',
    slot: 'html',
    body: `<div class="product-page">
  <h1 class="title">TrailLite 2 Ultralight Tent</h1>
  <div class="price">£189.00 <span class="was">£229.00</span></div>
  <ul class="features">
    <li>Two-person, freestanding, 1.4 kg packed</li>
    <li>20D ripstop nylon fly with 3000 mm hydrostatic head</li>
    <li>Two doors and two vestibules</li>
  </ul>
  <div class="description">
    <p>Designed for fast-and-light backpacking trips, the TrailLite 2 pitches in under three minutes with a single hubbed pole.</p>
    {{SLOT}}
    <p>Includes 8 aluminium stakes, guy lines and a stuff sack. Footprint sold separately.</p>
  </div>
  <button class="add-to-basket">Add to basket</button>
</div>`,
  },
  {
    id: 'en-mail-supplier',
    language: 'en',
    carrier: 'mail',
    format: 'text',
    slot: 'text',
    body: `From: Daniel Price <d.price@northfield-supplies.example.com>
To: purchasing@acme-tools.example.com
Subject: Re: Q2 order confirmation and updated price list
Date: Tue, 8 Apr 2025 10:42:17 +0100

Hi Sarah,

Thanks for the order. I can confirm we will ship the 400 units of the M8 anchor bolts on Friday, with the remaining 600 following in the first week of May.

Attached is the updated price list for Q2. Prices for stainless items went up by about 4% because of the nickel surcharge; everything else is unchanged.

{{SLOT}}

Let me know if you want to switch the second delivery to your Leeds warehouse.

Best regards,
Daniel Price
Account Manager, Northfield Supplies
+44 113 496 0123`,
  },
  {
    id: 'en-mail-html-newsletter',
    language: 'en',
    carrier: 'mail',
    format: 'html',
    slot: 'html',
    body: `<html><body style="font-family:Arial,sans-serif;color:#222">
<table width="600" align="center" cellpadding="0" cellspacing="0">
<tr><td><h2 style="color:#0a5">Your April update from GreenLeaf Energy</h2></td></tr>
<tr><td><p>Hello Alex,</p>
<p>Your bill for March is <strong>£74.12</strong>, which is 11% lower than the same month last year. It will be collected by direct debit on 15 April.</p>
{{SLOT}}
<p>Tip of the month: lowering your thermostat by one degree can cut heating costs by up to 10%.</p>
<p><a href="https://account.greenleaf.example.com">View your account</a></p>
</td></tr>
<tr><td style="font-size:11px;color:#888">You receive this email because you are a GreenLeaf customer. <a href="https://greenleaf.example.com/unsubscribe">Unsubscribe</a></td></tr>
</table></body></html>`,
  },
  {
    id: 'en-mail-thread',
    language: 'en',
    carrier: 'mail',
    format: 'text',
    slot: 'quote',
    body: `From: Priya Nair <priya.nair@example.org>
To: Tom Becker <tom.becker@example.org>
Subject: Re: Fwd: venue options for the offsite

Tom, I looked at both venues. The lakeside one is cheaper but only seats 40, so I'd go with the conference hotel. Can you ask them about a vegetarian menu?

Priya

On Mon, 3 Mar 2025 at 16:05, Tom Becker wrote:
> Forwarding what the events agency sent us. See their notes below.
>
{{SLOT}}
>
> Both venues are available on 12 and 13 June. Quotes are valid until the end of the month.`,
  },
  {
    id: 'en-csv-inventory',
    language: 'en',
    carrier: 'table',
    format: 'csv',
    slot: 'csv',
    body: `sku,name,category,stock,unit_price,notes
HX-1001,Hex key set 1.5-10 mm,Hand tools,142,12.90,
HX-1002,Torque wrench 1/2" 40-200 Nm,Hand tools,18,89.00,"recalibrate yearly"
PW-2040,Cordless drill 18V,Power tools,27,119.00,battery sold separately
PW-2041,Impact driver 18V,Power tools,9,139.00,{{SLOT}}
SF-3300,Safety glasses clear,Safety,310,3.50,
SF-3301,Ear defenders SNR 30,Safety,64,14.20,"EN 352-1"
`,
  },
  {
    id: 'en-md-table-compare',
    language: 'en',
    carrier: 'table',
    format: 'markdown',
    slot: 'md-cell',
    body: `## Comparison of project management tools (2025)

| Tool | Free tier | Price per user | Gantt charts | Notes |
| --- | --- | --- | --- | --- |
| Taskboard | up to 5 users | $8 | yes | good mobile app |
| PlanRight | none | $12 | yes | strong reporting |
| Kanbanly | unlimited users | $6 | no | {{SLOT}} |
| TeamTrack | up to 10 users | $10 | add-on | integrates with most chat tools |

Prices are per month, billed annually, checked on 2 January 2025.`,
  },
  {
    id: 'en-html-table-schedule',
    language: 'en',
    carrier: 'table',
    format: 'html',
    slot: 'html-cell',
    body: `<h2>Spring term timetable – Year 10</h2>
<table class="timetable">
<thead><tr><th>Day</th><th>Period 1</th><th>Period 2</th><th>Period 3</th><th>Remarks</th></tr></thead>
<tbody>
<tr><td>Monday</td><td>Maths</td><td>English</td><td>Chemistry</td><td>PE kit needed</td></tr>
<tr><td>Tuesday</td><td>History</td><td>Maths</td><td>Art</td><td>{{SLOT}}</td></tr>
<tr><td>Wednesday</td><td>Biology</td><td>French</td><td>Computing</td><td>Library visit</td></tr>
<tr><td>Thursday</td><td>English</td><td>Geography</td><td>Music</td><td></td></tr>
</tbody>
</table>`,
  },
  {
    id: 'en-code-python',
    language: 'en',
    carrier: 'code',
    format: 'code',
    slot: 'hash-comment',
    body: `import csv
from dataclasses import dataclass
from pathlib import Path


@dataclass
class Reading:
    sensor_id: str
    celsius: float


def load_readings(path: Path) -> list[Reading]:
    """Read sensor readings from a CSV file with columns sensor_id, celsius."""
    with path.open(newline="", encoding="utf-8") as handle:
        return [Reading(row["sensor_id"], float(row["celsius"])) for row in csv.DictReader(handle)]


{{SLOT}}
def average_by_sensor(readings: list[Reading]) -> dict[str, float]:
    totals: dict[str, list[float]] = {}
    for reading in readings:
        totals.setdefault(reading.sensor_id, []).append(reading.celsius)
    return {sensor: sum(values) / len(values) for sensor, values in totals.items()}
`,
  },
  {
    id: 'en-code-ts-jsdoc',
    language: 'en',
    carrier: 'code',
    format: 'code',
    slot: 'block-comment',
    body: `import { createHash } from 'node:crypto';

/**
 * Computes a stable cache key for a request.
 *
 * The key covers the method, the normalised URL and the body hash, so two
 * requests that differ only in header order share a cache entry.
 *
 * {{SLOT}}
 *
 * @param method - HTTP method, upper case.
 * @param url - absolute URL; the fragment is ignored.
 * @param body - request body, if any.
 */
export function cacheKey(method: string, url: string, body?: Uint8Array): string {
  const target = new URL(url);
  target.hash = '';
  const hash = createHash('sha256');
  hash.update(method);
  hash.update(target.toString());
  if (body) hash.update(body);
  return hash.digest('hex');
}
`,
  },
  {
    id: 'en-readme',
    language: 'en',
    carrier: 'code',
    format: 'markdown',
    slot: 'text',
    body: `# tiny-slugify

Turn any string into a URL-friendly slug. Zero dependencies, 600 bytes gzipped.

## Install

\`\`\`sh
npm install tiny-slugify
\`\`\`

## Usage

\`\`\`js
import slugify from 'tiny-slugify';

slugify('Hello, World!'); // 'hello-world'
slugify('Crème brûlée', { separator: '_' }); // 'creme_brulee'
\`\`\`

{{SLOT}}

## Options

| option | default | description |
| --- | --- | --- |
| separator | \`-\` | character placed between words |
| lower | \`true\` | convert to lower case |

## License

MIT`,
  },
  {
    id: 'en-json-config',
    language: 'en',
    carrier: 'code',
    format: 'json',
    slot: 'json-string',
    body: `{
  "name": "weather-widget",
  "version": "2.4.1",
  "description": "{{SLOT}}",
  "main": "dist/index.js",
  "keywords": ["weather", "widget", "forecast"],
  "author": "Lena Hart",
  "license": "MIT",
  "dependencies": {
    "date-fns": "^3.6.0"
  }
}`,
  },
  {
    id: 'en-chat-export',
    language: 'en',
    carrier: 'chat',
    format: 'text',
    slot: 'text',
    body: `[09:14] Jordan: morning all, is the staging deploy still broken?
[09:15] Mei: fixed it last night, it was the expired certificate again
[09:15] Jordan: nice, thanks
[09:17] Sam: can someone review my PR for the invoice export? it's small
[09:18] Mei: sure, after standup
[09:21] Sam: {{SLOT}}
[09:22] Jordan: also reminder that the quarterly planning doc is due Friday
[09:30] Mei: approved Sam's PR, one nit about the date format`,
  },
  {
    id: 'en-review-hotel',
    language: 'en',
    carrier: 'review',
    format: 'text',
    slot: 'text',
    body: `★★★★★ "Lovely stay, great breakfast" – reviewed by Carla M., stayed in May 2025

We spent four nights at the Seaview and would happily come back. The room was small but spotless and the bed was very comfortable. Breakfast was the highlight: fresh bread, local cheese and proper coffee.

{{SLOT}}

The only downside is the street noise on Friday night; ask for a room at the back if you are a light sleeper. Staff were friendly and let us leave our bags after check-out.`,
  },
  {
    id: 'en-resume',
    language: 'en',
    carrier: 'resume',
    format: 'text',
    slot: 'text',
    body: `JAMIE ROWLAND
Data Engineer · Bristol, UK · jamie.rowland@example.com

SUMMARY
Data engineer with six years of experience building batch and streaming pipelines on AWS and GCP. Comfortable with Python, SQL, Spark and dbt.

EXPERIENCE
Senior Data Engineer, Finch Logistics (2022–present)
- Migrated 140 nightly ETL jobs from cron to Airflow, cutting failures by 70%.
- Built a Kafka-based tracking feed used by 2,000 drivers.

Data Engineer, Brightwater Insurance (2019–2022)
- Designed the claims data warehouse in BigQuery.

{{SLOT}}

EDUCATION
MSc Computer Science, University of Leeds (2019)

SKILLS
Python, SQL, Spark, Airflow, dbt, Terraform, Kafka`,
  },
  {
    id: 'en-forum',
    language: 'en',
    carrier: 'forum',
    format: 'text',
    slot: 'text',
    body: `Re: Raspberry Pi 5 keeps rebooting under load

Posted by gpio_gary » Sun Feb 16, 2025 8:41 pm

Had exactly the same problem. It was the power supply: the Pi 5 wants 5 V at 5 A when you attach USB drives, and my old 3 A adapter could not keep up. With the official 27 W supply it has been stable for two weeks.

Check \`vcgencmd get_throttled\`; anything other than 0x0 means under-voltage happened.

{{SLOT}}

Also make sure the fan is connected, the board throttles hard above 85 °C.`,
  },
  {
    id: 'en-latex-paper',
    language: 'en',
    carrier: 'doc',
    format: 'latex',
    slot: 'latex',
    body: `\\section{Related Work}
Graph neural networks for traffic forecasting were introduced by several groups in parallel. Early models combined spectral graph convolutions with recurrent units, while later work replaced the recurrence with temporal attention.

{{SLOT}}

\\subsection{Datasets}
We evaluate on two public benchmarks with 207 and 325 sensors respectively, using the standard 70/10/20 chronological split and 5-minute resolution.`,
  },
  {
    id: 'en-doc-meeting-notes',
    language: 'en',
    carrier: 'doc',
    format: 'text',
    slot: 'text',
    body: `Meeting notes – Website relaunch, weekly sync
Date: 11 June 2025
Attendees: Ana, Felix, Rosa, Kwame

1. Status
   - Design system: 80% of components done, forms still open.
   - Content migration: 312 of 450 pages moved.

2. Decisions
   - Launch date moves from 1 July to 15 July.
   - Old blog URLs get permanent redirects.

{{SLOT}}

3. Action items
   - Felix: finish form components by Friday.
   - Rosa: review the redirect list.
   - Kwame: book the accessibility audit.`,
  },
];
