/**
 * Hand-written carriers in Chinese, Japanese, Arabic, Hindi and Korean.
 */
import type { CarrierTemplate } from './carrierTypes.js';

export const asianArabicCarriers: readonly CarrierTemplate[] = [
  // ------------------------------------------------------------ Chinese
  {
    id: 'zh-page-lvyou',
    language: 'zh',
    carrier: 'page',
    format: 'markdown',
    slot: 'text',
    body: `# 杭州西湖一日游攻略

西湖景区免费开放，建议早上七点前到达断桥，可以避开人流，拍到最美的湖景。

## 推荐路线

断桥残雪 → 白堤 → 孤山 → 西泠印社 → 苏堤春晓 → 花港观鱼 → 雷峰塔

全程步行约12公里，也可以在白堤租借共享单车。

{{SLOT}}

## 美食推荐

中午可以去知味观尝尝小笼包和片儿川，晚上推荐河坊街的小吃。`,
  },
  {
    id: 'zh-html-shangpin',
    language: 'zh',
    carrier: 'page',
    format: 'html',
    slot: 'html',
    body: `<div class="goods">
<h1>便携式蓝牙音箱 S3</h1>
<p class="price">¥ 199.00</p>
<p>IPX7级防水，续航约20小时，支持双音箱串联。</p>
{{SLOT}}
<p>包装清单：音箱 ×1，USB-C 充电线 ×1，说明书 ×1。</p>
</div>`,
  },
  {
    id: 'zh-mail-tongzhi',
    language: 'zh',
    carrier: 'mail',
    format: 'text',
    slot: 'text',
    body: `发件人：行政部 <admin@company.example.cn>
收件人：全体员工
主题：关于清明节放假安排的通知

各位同事：

根据国家规定，清明节放假时间为4月4日至4月6日，共3天。4月7日（周一）正常上班。

放假期间请关闭办公室电源和门窗，贵重物品请妥善保管。

{{SLOT}}

如有紧急事务，请联系值班人员：王经理 138-0000-1234。

行政部
2025年3月28日`,
  },
  {
    id: 'zh-md-biaoge',
    language: 'zh',
    carrier: 'table',
    format: 'markdown',
    slot: 'md-cell',
    body: `## 2025年春季课程表

| 课程 | 教师 | 时间 | 教室 | 备注 |
| --- | --- | --- | --- | --- |
| 高等数学 | 李老师 | 周一 8:00 | A101 | 带计算器 |
| 大学英语 | 张老师 | 周二 10:00 | B203 | {{SLOT}} |
| 程序设计 | 王老师 | 周四 14:00 | 机房3 | 上机课 |`,
  },
  {
    id: 'zh-code-python',
    language: 'zh',
    carrier: 'code',
    format: 'code',
    slot: 'hash-comment',
    body: `import json


def 读取配置(路径: str) -> dict:
    # 读取 JSON 配置文件，文件不存在时返回空字典
    try:
        with open(路径, encoding="utf-8") as 文件:
            return json.load(文件)
    except FileNotFoundError:
        return {}


{{SLOT}}
def 合并配置(默认: dict, 用户: dict) -> dict:
    return {**默认, **用户}
`,
  },
  {
    id: 'zh-pinglun',
    language: 'zh',
    carrier: 'review',
    format: 'text',
    slot: 'text',
    body: `★★★★★ 物流很快，质量不错

用户 小林 评价于 2025-02-18

电饭煲收到了，做出来的米饭很香，预约功能很实用，早上起来就能吃上粥。内胆不粘，清洗方便。

{{SLOT}}

唯一的缺点是电源线有点短。`,
  },
  // ------------------------------------------------------------ Japanese
  {
    id: 'ja-page-ryokou',
    language: 'ja',
    carrier: 'page',
    format: 'markdown',
    slot: 'text',
    body: `# 京都・嵐山を半日で楽しむモデルコース

嵐山は朝早い時間がおすすめです。8時台なら竹林の小径も比較的空いていて、ゆっくり写真を撮ることができます。

## コース

1. 渡月橋（9:00）
2. 天龍寺・曹源池庭園（9:30）
3. 竹林の小径（10:30）
4. 嵯峨野トロッコ列車（11:30）

{{SLOT}}

## ランチ

湯豆腐の名店が多いエリアです。人気店は予約をしておくと安心です。`,
  },
  {
    id: 'ja-html-seihin',
    language: 'ja',
    carrier: 'page',
    format: 'html',
    slot: 'html',
    body: `<div class="item">
<h1>ステンレス製 真空断熱ボトル 500ml</h1>
<p class="price">2,980円（税込）</p>
<p>保温効力 6時間で68度以上、保冷効力 6時間で10度以下。</p>
{{SLOT}}
<p>※食器洗い乾燥機はご使用いただけません。</p>
</div>`,
  },
  {
    id: 'ja-mail-oshirase',
    language: 'ja',
    carrier: 'mail',
    format: 'text',
    slot: 'text',
    body: `差出人: 株式会社サンプル 総務部 <soumu@sample.example.jp>
宛先: 社員各位
件名: 【重要】健康診断の日程について

社員各位

お疲れ様です。総務部の田中です。
今年度の定期健康診断を下記の日程で実施いたします。

日時：6月10日（火）〜6月12日（木）9:00〜12:00
場所：本社3階 大会議室

{{SLOT}}

前日21時以降は飲食をお控えください。

以上、よろしくお願いいたします。`,
  },
  {
    id: 'ja-csv-zaiko',
    language: 'ja',
    carrier: 'table',
    format: 'csv',
    slot: 'csv',
    body: `商品コード,商品名,在庫数,単価,備考
A-100,ボールペン 黒 0.5mm,520,110,
A-101,ボールペン 赤 0.5mm,310,110,
B-200,A4 コピー用紙 500枚,48,650,{{SLOT}}
C-300,クリアファイル 10枚入,200,280,
`,
  },
  {
    id: 'ja-code-ts',
    language: 'ja',
    carrier: 'code',
    format: 'code',
    slot: 'slash-comment',
    body: `// 税込価格を計算するユーティリティ
// 端数は切り捨てます（当社の会計ルールに合わせています）

const TAX_RATE = 0.1;

{{SLOT}}
export function withTax(price: number): number {
  return Math.floor(price * (1 + TAX_RATE));
}
`,
  },
  {
    id: 'ja-review',
    language: 'ja',
    carrier: 'review',
    format: 'text',
    slot: 'text',
    body: `★★★★☆ 静かで使いやすい

投稿者：さくら 2025年1月22日

加湿器を寝室用に購入しました。運転音がとても静かで、就寝中も気になりません。タンクも洗いやすい形です。

{{SLOT}}

星を一つ減らしたのは、タイマーが最大8時間までしか設定できないためです。`,
  },
  // ------------------------------------------------------------ Arabic
  {
    id: 'ar-page-wasfa',
    language: 'ar',
    carrier: 'page',
    format: 'markdown',
    slot: 'text',
    body: `# طريقة عمل الكبسة باللحم

الكبسة من أشهر الأطباق في الخليج العربي، وتُقدَّم عادة في العزائم والمناسبات.

## المكونات

- كيلو لحم غنم
- ثلاثة أكواب أرز بسمتي
- بصلتان وحبتا طماطم
- بهارات الكبسة والهيل والقرفة

{{SLOT}}

## طريقة التحضير

يُحمَّر البصل ثم يضاف اللحم والبهارات ويُغمر بالماء حتى ينضج، ثم يُضاف الأرز ويُترك على نار هادئة حتى يتشرب المرق.`,
  },
  {
    id: 'ar-mail-jamia',
    language: 'ar',
    carrier: 'mail',
    format: 'text',
    slot: 'text',
    body: `من: عمادة شؤون الطلاب <students@univ.example.edu>
إلى: طلاب السنة الأولى
الموضوع: موعد التسجيل للفصل الدراسي الثاني

أعزاءنا الطلاب،

نود إعلامكم بأن التسجيل للفصل الدراسي الثاني يبدأ يوم الأحد الموافق ١٢ يناير ويستمر حتى ٢٣ يناير عبر البوابة الإلكترونية.

{{SLOT}}

للاستفسار يرجى التواصل مع مكتب الإرشاد الأكاديمي.

مع خالص التحية،
عمادة شؤون الطلاب`,
  },
  {
    id: 'ar-html-jadwal',
    language: 'ar',
    carrier: 'table',
    format: 'html',
    slot: 'html-cell',
    body: `<table dir="rtl">
<tr><th>الرحلة</th><th>الوجهة</th><th>المغادرة</th><th>البوابة</th><th>ملاحظات</th></tr>
<tr><td>SV 1021</td><td>جدة</td><td>08:45</td><td>B4</td><td>في الموعد</td></tr>
<tr><td>EK 818</td><td>دبي</td><td>10:20</td><td>C2</td><td>{{SLOT}}</td></tr>
<tr><td>MS 912</td><td>القاهرة</td><td>12:05</td><td>A7</td><td>متأخرة</td></tr>
</table>`,
  },
  {
    id: 'ar-code-python',
    language: 'ar',
    carrier: 'code',
    format: 'code',
    slot: 'hash-comment',
    body: `def hijri_year_estimate(gregorian_year: int) -> int:
    # تقدير تقريبي للسنة الهجرية من السنة الميلادية
    # الفرق بين التقويمين حوالي ٣٣ سنة هجرية كل ٣٢ سنة ميلادية
{{SLOT}}
    return round((gregorian_year - 622) * 33 / 32)
`,
  },
  {
    id: 'ar-taqyim',
    language: 'ar',
    carrier: 'review',
    format: 'text',
    slot: 'text',
    body: `★★★★★ فندق ممتاز وموقع رائع

تقييم من سارة م. — إقامة في مارس ٢٠٢٥

الغرفة نظيفة وواسعة، والإطلالة على البحر جميلة جداً. الإفطار متنوع والموظفون متعاونون.

{{SLOT}}

أنصح به للعائلات، والمسافة إلى السوق القديم عشر دقائق مشياً.`,
  },
  // ------------------------------------------------------------ Hindi
  {
    id: 'hi-page-yatra',
    language: 'hi',
    carrier: 'page',
    format: 'markdown',
    slot: 'text',
    body: `# जयपुर में दो दिन: क्या देखें

जयपुर घूमने का सबसे अच्छा समय अक्टूबर से मार्च के बीच है, जब मौसम सुहावना रहता है।

## पहला दिन

सुबह आमेर किला देखें, फिर जल महल के पास रुककर फोटो लें। दोपहर में सिटी पैलेस और जंतर मंतर जाएँ।

{{SLOT}}

## दूसरा दिन

हवा महल सुबह की रोशनी में सबसे सुंदर दिखता है। शाम को जौहरी बाज़ार में खरीदारी करें और दाल बाटी चूरमा ज़रूर चखें।`,
  },
  {
    id: 'hi-mail-bank',
    language: 'hi',
    carrier: 'mail',
    format: 'text',
    slot: 'text',
    body: `प्रेषक: ग्राहक सेवा <seva@bank.example.in>
प्राप्तकर्ता: श्री राजेश कुमार
विषय: आपके खाते का मासिक विवरण

प्रिय ग्राहक,

आपके बचत खाते का मार्च 2025 का विवरण तैयार है। 31 मार्च को आपका शेष ₹ 48,250 था।

{{SLOT}}

किसी भी प्रश्न के लिए हमारी हेल्पलाइन 1800-000-0000 पर संपर्क करें।

सादर,
ग्राहक सेवा विभाग`,
  },
  {
    id: 'hi-md-talika',
    language: 'hi',
    carrier: 'table',
    format: 'markdown',
    slot: 'md-cell',
    body: `| ट्रेन | प्रस्थान | आगमन | प्लेटफ़ॉर्म | टिप्पणी |
| --- | --- | --- | --- | --- |
| राजधानी एक्सप्रेस | 16:55 | 09:55 | 1 | समय पर |
| शताब्दी एक्सप्रेस | 06:00 | 11:45 | 3 | {{SLOT}} |
| दुरंतो एक्सप्रेस | 23:00 | 14:30 | 5 | 20 मिनट देरी |`,
  },
  {
    id: 'hi-code-js',
    language: 'hi',
    carrier: 'code',
    format: 'code',
    slot: 'slash-comment',
    body: `// रुपये की राशि को भारतीय प्रारूप में दिखाता है, जैसे 1,00,000
export function formatRupees(amount) {
  return new Intl.NumberFormat('hi-IN', { style: 'currency', currency: 'INR' }).format(amount);
}

{{SLOT}}
export function parseRupees(text) {
  return Number(text.replace(/[^0-9.]/g, ''));
}
`,
  },
  {
    id: 'hi-samiksha',
    language: 'hi',
    carrier: 'review',
    format: 'text',
    slot: 'text',
    body: `★★★★☆ अच्छा मिक्सर ग्राइंडर

समीक्षा: प्रिया शर्मा, 14 फ़रवरी 2025

तीनों जार मज़बूत हैं और मोटर दमदार है। चटनी और मसाले बहुत बारीक पिसते हैं। आवाज़ थोड़ी ज़्यादा है।

{{SLOT}}

कीमत के हिसाब से अच्छा उत्पाद है।`,
  },
  // ------------------------------------------------------------ Korean
  {
    id: 'ko-page-yeohaeng',
    language: 'ko',
    carrier: 'page',
    format: 'markdown',
    slot: 'text',
    body: `# 부산 1박 2일 여행 코스

부산은 KTX로 서울에서 2시간 30분이면 도착합니다. 해운대와 광안리를 중심으로 코스를 짜면 이동이 편합니다.

## 첫째 날

해운대 해수욕장 → 동백섬 산책로 → 더베이101 야경

{{SLOT}}

## 둘째 날

감천문화마을을 둘러본 뒤 자갈치시장에서 회를 먹고, 오후에는 흰여울문화마을을 걸어 보세요.`,
  },
  {
    id: 'ko-mail-gongji',
    language: 'ko',
    carrier: 'mail',
    format: 'text',
    slot: 'text',
    body: `보낸 사람: 관리사무소 <office@apt.example.kr>
받는 사람: 입주민 여러분
제목: 지하주차장 물청소 안내 (5월 20일)

입주민 여러분께,

5월 20일(화) 오전 9시부터 오후 5시까지 지하주차장 물청소를 실시합니다. 해당 시간에는 지상 주차장을 이용해 주시기 바랍니다.

{{SLOT}}

협조에 감사드립니다.

관리사무소 드림`,
  },
  {
    id: 'ko-csv-pummok',
    language: 'ko',
    carrier: 'table',
    format: 'csv',
    slot: 'csv',
    body: `품목코드,품목명,재고,단가,비고
K-01,무선 마우스,85,19000,
K-02,기계식 키보드,32,89000,적축
K-03,USB-C 허브,57,35000,{{SLOT}}
K-04,노트북 거치대,40,27000,
`,
  },
  {
    id: 'ko-code-python',
    language: 'ko',
    carrier: 'code',
    format: 'code',
    slot: 'docstring',
    body: `def 부가세_계산(공급가액: int) -> int:
    """공급가액에 대한 부가가치세(10%)를 계산합니다.

    원 단위 미만은 버립니다.
    {{SLOT}}
    """
    return 공급가액 // 10
`,
  },
  {
    id: 'ko-review',
    language: 'ko',
    carrier: 'review',
    format: 'text',
    slot: 'text',
    body: `★★★★★ 배송 빠르고 만족합니다

작성자: 민지 · 2025.03.11

무선 청소기인데 가볍고 흡입력이 좋아요. 원룸 전체를 한 번 충전으로 충분히 청소할 수 있습니다.

{{SLOT}}

거치대가 있어서 보관도 편해요. 재구매 의사 있습니다.`,
  },
];
