// The consent question's text in the visitor's language (issue 28 item 15): consent must be
// informed, so the PrivacyPrompt answer speaks the page's locale, which the chrome sends as the
// call's Accept-Language. Regional variants are layered as the chrome's own messages are: a locale
// without a text of its own takes its language's (es-MX takes es, en-GB takes en), and pt-BR and
// zh-TW have their own. Anything else is answered in English, with a note in the server's log
// (the header's text in it cut, logText.mjs: a client may send 16 KB of it on every call).
// In each text, [brackets] mark the link to the privacy notice.
import { clip } from './logText.mjs';

/** @type {Record<string, string>} by locale, or by language for a language's every region */
const TEXTS = {
  en: 'We use cookies and similar tools to run this site, to measure how it is used and to show ads. Accept to allow all of them, decline to allow only the ones the site needs, or customize your choices. See our [privacy notice].',
  ar: 'نستخدم ملفات تعريف الارتباط وأدوات مماثلة لتشغيل هذا الموقع وقياس كيفية استخدامه وعرض الإعلانات. اقبل للسماح بها جميعًا، أو ارفض للسماح فقط بما يحتاجه الموقع، أو خصّص اختياراتك. راجع [إشعار الخصوصية] الخاص بنا.',
  bn: 'এই সাইট চালাতে, এটি কীভাবে ব্যবহৃত হয় তা মাপতে এবং বিজ্ঞাপন দেখাতে আমরা কুকি ও অনুরূপ টুল ব্যবহার করি। সবগুলোর অনুমতি দিতে গ্রহণ করুন, শুধু সাইটের প্রয়োজনীয়গুলোর অনুমতি দিতে প্রত্যাখ্যান করুন, অথবা আপনার পছন্দ কাস্টমাইজ করুন। আমাদের [গোপনীয়তা বিজ্ঞপ্তি] দেখুন।',
  cs: 'Používáme soubory cookie a podobné nástroje k provozu tohoto webu, k měření jeho používání a k zobrazování reklam. Přijměte, chcete-li povolit všechny, odmítněte, chcete-li povolit jen ty, které web potřebuje, nebo si volby upravte. Viz naše [oznámení o ochraně soukromí].',
  de: 'Wir verwenden Cookies und ähnliche Technologien, um diese Website zu betreiben, ihre Nutzung zu messen und Werbung anzuzeigen. Akzeptieren Sie, um alle zuzulassen, lehnen Sie ab, um nur die für die Website notwendigen zuzulassen, oder passen Sie Ihre Auswahl an. Siehe unsere [Datenschutzerklärung].',
  es: 'Usamos cookies y herramientas similares para hacer funcionar este sitio, medir cómo se usa y mostrar anuncios. Acepta para permitirlas todas, rechaza para permitir solo las que el sitio necesita o personaliza tus opciones. Consulta nuestro [aviso de privacidad].',
  fr: "Nous utilisons des cookies et des outils similaires pour faire fonctionner ce site, mesurer son utilisation et afficher des publicités. Acceptez pour tous les autoriser, refusez pour n'autoriser que ceux dont le site a besoin, ou personnalisez vos choix. Consultez notre [avis de confidentialité].",
  he: 'אנו משתמשים בקובצי Cookie ובכלים דומים כדי להפעיל את האתר, למדוד את אופן השימוש בו ולהציג מודעות. אשרו כדי לאפשר את כולם, דחו כדי לאפשר רק את אלה שהאתר צריך, או התאימו את הבחירות שלכם. ראו את [הודעת הפרטיות] שלנו.',
  hi: 'हम इस साइट को चलाने, इसके उपयोग को मापने और विज्ञापन दिखाने के लिए कुकीज़ और इसी तरह के टूल का उपयोग करते हैं। सभी की अनुमति देने के लिए स्वीकार करें, केवल साइट के लिए ज़रूरी टूल की अनुमति देने के लिए अस्वीकार करें, या अपनी पसंद कस्टमाइज़ करें। हमारी [गोपनीयता सूचना] देखें।',
  it: "Utilizziamo cookie e strumenti simili per far funzionare questo sito, misurarne l'utilizzo e mostrare annunci. Accetta per consentirli tutti, rifiuta per consentire solo quelli necessari al sito oppure personalizza le tue scelte. Consulta la nostra [informativa sulla privacy].",
  ja: '当サイトでは、サイトの運営、利用状況の測定、広告の表示のために Cookie および類似のツールを使用しています。すべてを許可する場合は同意し、サイトに必要なもののみを許可する場合は拒否するか、選択内容をカスタマイズしてください。詳しくは[プライバシー通知]をご覧ください。',
  kn: 'ಈ ಸೈಟ್ ಅನ್ನು ನಡೆಸಲು, ಅದನ್ನು ಹೇಗೆ ಬಳಸಲಾಗುತ್ತದೆ ಎಂಬುದನ್ನು ಅಳೆಯಲು ಮತ್ತು ಜಾಹೀರಾತುಗಳನ್ನು ತೋರಿಸಲು ನಾವು ಕುಕೀಗಳು ಮತ್ತು ಅಂತಹುದೇ ಸಾಧನಗಳನ್ನು ಬಳಸುತ್ತೇವೆ. ಎಲ್ಲವನ್ನೂ ಅನುಮತಿಸಲು ಸ್ವೀಕರಿಸಿ, ಸೈಟ್‌ಗೆ ಅಗತ್ಯವಿರುವವುಗಳನ್ನು ಮಾತ್ರ ಅನುಮತಿಸಲು ನಿರಾಕರಿಸಿ, ಅಥವಾ ನಿಮ್ಮ ಆಯ್ಕೆಗಳನ್ನು ಕಸ್ಟಮೈಸ್ ಮಾಡಿ. ನಮ್ಮ [ಗೌಪ್ಯತಾ ಸೂಚನೆ] ನೋಡಿ.',
  ko: '저희는 이 사이트를 운영하고 사용 방식을 측정하며 광고를 표시하기 위해 쿠키 및 유사한 도구를 사용합니다. 모두 허용하려면 동의하고, 사이트에 필요한 것만 허용하려면 거부하거나, 선택 사항을 사용자 지정하세요. [개인정보 처리방침]을 참조하세요.',
  ml: 'ഈ സൈറ്റ് പ്രവർത്തിപ്പിക്കാനും അത് എങ്ങനെ ഉപയോഗിക്കുന്നുവെന്ന് അളക്കാനും പരസ്യങ്ങൾ കാണിക്കാനും ഞങ്ങൾ കുക്കികളും സമാന ടൂളുകളും ഉപയോഗിക്കുന്നു. എല്ലാം അനുവദിക്കാൻ സ്വീകരിക്കുക, സൈറ്റിന് ആവശ്യമുള്ളവ മാത്രം അനുവദിക്കാൻ നിരസിക്കുക, അല്ലെങ്കിൽ നിങ്ങളുടെ തിരഞ്ഞെടുപ്പുകൾ ഇഷ്ടാനുസൃതമാക്കുക. ഞങ്ങളുടെ [സ്വകാര്യതാ അറിയിപ്പ്] കാണുക.',
  mr: 'ही साइट चालवण्यासाठी, तिचा वापर कसा होतो हे मोजण्यासाठी आणि जाहिराती दाखवण्यासाठी आम्ही कुकीज आणि तत्सम साधने वापरतो. सर्वांना परवानगी देण्यासाठी स्वीकारा, फक्त साइटला आवश्यक असलेल्यांना परवानगी देण्यासाठी नाकारा, किंवा तुमच्या निवडी सानुकूलित करा. आमची [गोपनीयता सूचना] पहा.',
  nl: 'We gebruiken cookies en vergelijkbare hulpmiddelen om deze site te laten werken, het gebruik ervan te meten en advertenties te tonen. Accepteer om ze allemaal toe te staan, weiger om alleen de noodzakelijke toe te staan, of pas je keuzes aan. Zie onze [privacyverklaring].',
  pl: 'Używamy plików cookie i podobnych narzędzi, aby prowadzić tę witrynę, mierzyć sposób jej używania i wyświetlać reklamy. Zaakceptuj, aby zezwolić na wszystkie, odrzuć, aby zezwolić tylko na niezbędne, lub dostosuj swoje wybory. Zobacz naszą [informację o prywatności].',
  pt: 'Utilizamos cookies e ferramentas semelhantes para gerir este site, medir a forma como é utilizado e mostrar anúncios. Aceite para permitir todos, recuse para permitir apenas os que o site necessita, ou personalize as suas escolhas. Consulte o nosso [aviso de privacidade].',
  'pt-BR': 'Usamos cookies e ferramentas semelhantes para operar este site, medir como ele é usado e exibir anúncios. Aceite para permitir todos, recuse para permitir apenas os necessários para o site ou personalize suas escolhas. Veja nosso [aviso de privacidade].',
  sv: 'Vi använder cookies och liknande verktyg för att driva den här webbplatsen, mäta hur den används och visa annonser. Godkänn för att tillåta alla, avböj för att bara tillåta dem som webbplatsen behöver, eller anpassa dina val. Se vårt [integritetsmeddelande].',
  ta: 'இந்தத் தளத்தை இயக்கவும், அது எவ்வாறு பயன்படுத்தப்படுகிறது என்பதை அளவிடவும், விளம்பரங்களைக் காட்டவும் குக்கீகளையும் இதே போன்ற கருவிகளையும் பயன்படுத்துகிறோம். அனைத்தையும் அனுமதிக்க ஏற்கவும், தளத்திற்குத் தேவையானவற்றை மட்டும் அனுமதிக்க நிராகரிக்கவும், அல்லது உங்கள் விருப்பங்களைத் தனிப்பயனாக்கவும். எங்கள் [தனியுரிமை அறிவிப்பைப்] பார்க்கவும்.',
  te: 'ఈ సైట్‌ను నడపడానికి, దాని వినియోగాన్ని కొలవడానికి మరియు ప్రకటనలను చూపడానికి మేము కుకీలు మరియు ఇలాంటి సాధనాలను ఉపయోగిస్తాము. అన్నింటినీ అనుమతించడానికి అంగీకరించండి, సైట్‌కు అవసరమైనవాటిని మాత్రమే అనుమతించడానికి తిరస్కరించండి, లేదా మీ ఎంపికలను అనుకూలీకరించండి. మా [గోప్యతా నోటీసు] చూడండి.',
  tr: 'Bu siteyi çalıştırmak, nasıl kullanıldığını ölçmek ve reklam göstermek için çerezler ve benzeri araçlar kullanıyoruz. Tümüne izin vermek için kabul edin, yalnızca sitenin ihtiyaç duyduklarına izin vermek için reddedin veya seçimlerinizi özelleştirin. [Gizlilik bildirimimize] bakın.',
  'zh-CN': '我们使用 Cookie 和类似工具来运营本网站、衡量其使用情况并展示广告。接受即允许全部，拒绝则仅允许网站所必需的，您也可以自定义选择。请参阅我们的[隐私声明]。',
  'zh-TW': '我們使用 Cookie 及類似工具來經營本網站、衡量其使用情形並顯示廣告。接受即允許全部，拒絕則僅允許網站所需的項目，您也可以自訂選擇。請參閱我們的[隱私權聲明]。',
};

const PRIVACY_NOTICE = '/privacy/';

/**
 * The text for a locale: its own, else its language's. zh-* other than TW and its neighbours reads
 * simplified Chinese, as the chrome's zh-CN does.
 * @param {string} locale
 * @returns {string | undefined}
 */
function textFor(locale) {
  const [language = ''] = locale.split('-');
  if (TEXTS[locale]) return TEXTS[locale];
  if (language === 'zh') return /-(TW|HK|MO|Hant)\b/i.test(locale) ? TEXTS['zh-TW'] : TEXTS['zh-CN'];
  return Object.hasOwn(TEXTS, language) ? TEXTS[language] : undefined;
}

/** @param {string} text */
const escapeHtml = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The prompt's text and HTML in the first language the request asks for (Accept-Language, in the
 * order given; the chrome sends the page's locale alone). English when none of them is known.
 * @param {string | undefined} acceptLanguage
 * @param {(message: string) => void} [note]  told when English stands in for an unknown locale
 * @returns {{ plainText: string, plaidHtml: string, locale: string }}
 */
export function promptText(acceptLanguage, note = (message) => console.warn(message)) {
  const asked = (acceptLanguage ?? '')
    .split(',')
    .map((part) => part.split(';')[0]?.trim() ?? '')
    .filter((tag) => /^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$/.test(tag));
  let locale = 'en';
  let text = TEXTS.en ?? '';
  const found = asked.map((tag) => [tag, textFor(tag)]).find(([, known]) => known !== undefined);
  if (found) [locale, text] = /** @type {[string, string]} */ (found);
  else if (asked.length > 0) note(`[marquee demo] no consent text for ${clip(asked.join(', '))}: answering in English`);
  return {
    locale,
    plainText: text.replace(/\[([^\]]*)\]/g, '$1'),
    plaidHtml: `<p>${escapeHtml(text).replace(/\[([^\]]*)\]/g, `<a href="${PRIVACY_NOTICE}">$1</a>`)}</p>`,
  };
}
