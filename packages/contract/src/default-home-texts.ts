/**
 * The home page's texts as shipped (home-texts.ts), in all six languages. `{name}` is
 * NAME_PLACEHOLDER: the consultancy's name from Settings.
 */
import type { HomeTexts } from './home-texts-shape.ts';

/**
 * What a new agency's page says until the owner words it: what any visa and overseas-job
 * consultancy does, no country, price, partner or promise it has not made; in all six languages.
 */
export const DEFAULT_HOME_TEXTS: HomeTexts = {
  heroEyebrow: {
    en: 'Work visas and overseas jobs',
    fr: 'Visas de travail et emplois à l’étranger',
    hi: 'वर्क वीज़ा और विदेश में नौकरियाँ',
    bn: 'ওয়ার্ক ভিসা ও বিদেশে চাকরি',
    ne: 'वर्क भिसा र वैदेशिक रोजगारी',
    ur: 'ورک ویزا اور بیرونِ ملک ملازمتیں',
  },
  heroHeading: {
    en: '{name}: your way to work abroad',
    fr: '{name} : votre chemin pour travailler à l’étranger',
    hi: '{name}: विदेश में काम करने की आपकी राह',
    bn: '{name}: বিদেশে কাজের পথে আপনার সঙ্গী',
    ne: '{name}: विदेशमा काम गर्ने तपाईंको बाटो',
    ur: '{name}: بیرونِ ملک کام کا آپ کا راستہ',
  },
  heroSubtitle: {
    en: 'Clear advice on work visas, job offers abroad and the documents they need, from your first question to the day you travel.',
    fr: 'Des conseils clairs sur les visas de travail, les offres d’emploi à l’étranger et les documents nécessaires, de votre première question au jour du départ.',
    hi: 'वर्क वीज़ा, विदेश में नौकरी के प्रस्ताव और उनके लिए ज़रूरी दस्तावेज़ों पर साफ़ सलाह, आपके पहले सवाल से यात्रा के दिन तक।',
    bn: 'ওয়ার্ক ভিসা, বিদেশে চাকরির প্রস্তাব এবং সেগুলোর জন্য দরকারি কাগজপত্র নিয়ে স্পষ্ট পরামর্শ, আপনার প্রথম প্রশ্ন থেকে যাত্রার দিন পর্যন্ত।',
    ne: 'वर्क भिसा, विदेशमा जागिरको प्रस्ताव र तिनका लागि चाहिने कागजातबारे स्पष्ट सल्लाह, तपाईंको पहिलो प्रश्नदेखि यात्राको दिनसम्म।',
    ur: 'ورک ویزا، بیرونِ ملک ملازمت کی پیشکش اور ان کے لیے ضروری دستاویزات پر واضح مشورہ، آپ کے پہلے سوال سے سفر کے دن تک۔',
  },
  aboutHeading: {
    en: 'About {name}',
    fr: 'À propos de {name}',
    hi: '{name} के बारे में',
    bn: '{name} সম্পর্কে',
    ne: '{name} को बारेमा',
    ur: '{name} کے بارے میں',
  },
  aboutText: {
    en: 'A visa and overseas job consultancy: we help workers apply for jobs and work visas abroad and get their documents ready.',
    fr: 'Un cabinet de conseil en visas et en emplois à l’étranger : nous aidons les travailleurs à postuler à des emplois et à des visas de travail à l’étranger et à préparer leurs documents.',
    hi: 'वीज़ा और विदेश में रोज़गार की कंसल्टेंसी: हम कामगारों को विदेश में नौकरी और वर्क वीज़ा के लिए आवेदन करने और अपने दस्तावेज़ तैयार करने में मदद करते हैं।',
    bn: 'ভিসা ও বিদেশে চাকরির কনসালটেন্সি: আমরা কর্মীদের বিদেশে চাকরি ও ওয়ার্ক ভিসার আবেদন করতে এবং তাদের কাগজপত্র তৈরি করতে সাহায্য করি।',
    ne: 'भिसा र वैदेशिक रोजगार परामर्श संस्था: हामी कामदारहरूलाई विदेशमा जागिर र वर्क भिसाका लागि आवेदन दिन र आफ्ना कागजात तयार गर्न सहयोग गर्छौं।',
    ur: 'ویزا اور بیرونِ ملک ملازمت کی کنسلٹنسی: ہم کارکنوں کو بیرونِ ملک ملازمت اور ورک ویزا کے لیے درخواست دینے اور اپنی دستاویزات تیار کرنے میں مدد دیتے ہیں۔',
  },
  services: [
    {
      title: { en: 'ELIGIBILITY ASSESSMENT', fr: 'ÉVALUATION DE L’ÉLIGIBILITÉ', hi: 'पात्रता की जाँच', bn: 'যোগ্যতা যাচাই', ne: 'योग्यता मूल्याङ्कन', ur: 'اہلیت کی جانچ' },
      text: {
        en: 'Tell us about your work history, education, languages and family. We check which options fit you before you pay any fee.',
        fr: 'Parlez-nous de votre parcours professionnel, de vos études, de vos langues et de votre famille. Nous vérifions quelles options vous conviennent avant que vous ne payiez le moindre frais.',
        hi: 'हमें अपने काम के अनुभव, पढ़ाई, भाषाओं और परिवार के बारे में बताइए। कोई भी फ़ीस देने से पहले हम देखते हैं कि कौन-से विकल्प आपके लिए ठीक हैं।',
        bn: 'আপনার কাজের অভিজ্ঞতা, পড়াশোনা, ভাষা ও পরিবার সম্পর্কে আমাদের বলুন। কোনো ফি দেওয়ার আগেই আমরা দেখি কোন বিকল্পগুলো আপনার জন্য উপযুক্ত।',
        ne: 'आफ्नो कामको अनुभव, पढाइ, भाषा र परिवारबारे हामीलाई बताउनुहोस्। कुनै शुल्क तिर्नुअघि नै कुन विकल्प तपाईंलाई मिल्छन् भनी हामी जाँच्छौं।',
        ur: 'ہمیں اپنے کام کے تجربے، تعلیم، زبانوں اور خاندان کے بارے میں بتائیں۔ کوئی بھی فیس ادا کرنے سے پہلے ہم دیکھتے ہیں کہ کون سے راستے آپ کے لیے موزوں ہیں۔',
      },
    },
    {
      title: { en: 'VISA PROCESS', fr: 'DÉMARCHES DE VISA', hi: 'वीज़ा प्रक्रिया', bn: 'ভিসা প্রক্রিয়া', ne: 'भिसा प्रक्रिया', ur: 'ویزا کا عمل' },
      text: {
        en: 'We prepare a checklist for your visa, review every form and document with you, and keep you informed from submission to decision.',
        fr: 'Nous préparons la liste des pièces de votre visa, vérifions avec vous chaque formulaire et chaque document, et vous tenons informé du dépôt jusqu’à la décision.',
        hi: 'हम आपके वीज़ा के लिए एक चेकलिस्ट बनाते हैं, हर फ़ॉर्म और दस्तावेज़ आपके साथ जाँचते हैं, और आवेदन जमा होने से फ़ैसले तक आपको जानकारी देते रहते हैं।',
        bn: 'আমরা আপনার ভিসার জন্য একটি চেকলিস্ট তৈরি করি, প্রতিটি ফর্ম ও কাগজ আপনার সঙ্গে মিলিয়ে দেখি, এবং জমা দেওয়া থেকে সিদ্ধান্ত পর্যন্ত আপনাকে জানাতে থাকি।',
        ne: 'हामी तपाईंको भिसाका लागि चेकलिस्ट तयार गर्छौं, हरेक फारम र कागजात तपाईंसँगै जाँच्छौं, र आवेदन बुझाएदेखि निर्णयसम्म तपाईंलाई जानकारी दिइरहन्छौं।',
        ur: 'ہم آپ کے ویزا کے لیے ایک چیک لسٹ تیار کرتے ہیں، ہر فارم اور دستاویز آپ کے ساتھ دیکھتے ہیں، اور درخواست جمع ہونے سے فیصلے تک آپ کو باخبر رکھتے ہیں۔',
      },
    },
    {
      title: { en: 'AFTER A REFUSAL', fr: 'APRÈS UN REFUS', hi: 'इनकार के बाद', bn: 'প্রত্যাখ্যানের পরে', ne: 'अस्वीकृत भएपछि', ur: 'انکار کے بعد' },
      text: {
        en: 'If an application was refused, we read the refusal letter with you, explain the reasons and advise whether to apply again.',
        fr: 'Si une demande a été refusée, nous lisons avec vous la lettre de refus, vous en expliquons les motifs et vous conseillons sur l’opportunité d’une nouvelle demande.',
        hi: 'अगर कोई आवेदन नामंज़ूर हुआ है, तो हम आपके साथ इनकार का पत्र पढ़ते हैं, कारण समझाते हैं और सलाह देते हैं कि दोबारा आवेदन करें या नहीं।',
        bn: 'কোনো আবেদন নাকচ হলে আমরা আপনার সঙ্গে প্রত্যাখ্যানের চিঠি পড়ি, কারণগুলো বুঝিয়ে বলি এবং আবার আবেদন করবেন কি না সে বিষয়ে পরামর্শ দিই।',
        ne: 'कुनै आवेदन अस्वीकृत भएको छ भने हामी तपाईंसँगै अस्वीकृतिको पत्र पढ्छौं, कारणहरू बुझाउँछौं र फेरि आवेदन दिने कि नदिने भनी सल्लाह दिन्छौं।',
        ur: 'اگر کوئی درخواست مسترد ہوئی ہو تو ہم آپ کے ساتھ انکار کا خط پڑھتے ہیں، وجوہات سمجھاتے ہیں اور مشورہ دیتے ہیں کہ دوبارہ درخواست دی جائے یا نہیں۔',
      },
    },
  ],
  destinations: ['ae', 'sa', 'kw', 'my', 'jp', 'ro'],
  processSteps: [
    {
      title: { en: 'First assessment', fr: 'Première évaluation', hi: 'पहली जाँच', bn: 'প্রথম যাচাই', ne: 'पहिलो मूल्याङ्कन', ur: 'پہلی جانچ' },
      text: {
        en: 'We look at your profile and tell you honestly which options are realistic.',
        fr: 'Nous étudions votre profil et vous disons honnêtement quelles options sont réalistes.',
        hi: 'हम आपकी प्रोफ़ाइल देखते हैं और ईमानदारी से बताते हैं कि कौन-से विकल्प सच में संभव हैं।',
        bn: 'আমরা আপনার প্রোফাইল দেখি এবং সৎভাবে জানাই কোন বিকল্পগুলো বাস্তবসম্মত।',
        ne: 'हामी तपाईंको प्रोफाइल हेर्छौं र कुन विकल्प यथार्थपरक छन् भनी इमानदारीपूर्वक बताउँछौं।',
        ur: 'ہم آپ کی پروفائل دیکھتے ہیں اور ایمانداری سے بتاتے ہیں کہ کون سے راستے حقیقت پسندانہ ہیں۔',
      },
    },
    {
      title: { en: 'Job offer and documents', fr: 'Offre d’emploi et documents', hi: 'नौकरी का प्रस्ताव और दस्तावेज़', bn: 'চাকরির প্রস্তাব ও কাগজপত্র', ne: 'जागिरको प्रस्ताव र कागजात', ur: 'ملازمت کی پیشکش اور دستاویزات' },
      text: {
        en: 'Once you have a job offer, we build your document checklist together.',
        fr: 'Dès que vous avez une offre d’emploi, nous établissons ensemble la liste de vos documents.',
        hi: 'नौकरी का प्रस्ताव मिलते ही हम मिलकर आपके दस्तावेज़ों की चेकलिस्ट बनाते हैं।',
        bn: 'চাকরির প্রস্তাব পেলেই আমরা একসঙ্গে আপনার কাগজপত্রের চেকলিস্ট তৈরি করি।',
        ne: 'जागिरको प्रस्ताव पाउनेबित्तिकै हामी सँगै तपाईंको कागजातको चेकलिस्ट बनाउँछौं।',
        ur: 'ملازمت کی پیشکش ملتے ہی ہم مل کر آپ کی دستاویزات کی چیک لسٹ بناتے ہیں۔',
      },
    },
    {
      title: { en: 'Application submitted', fr: 'Demande déposée', hi: 'आवेदन जमा', bn: 'আবেদন জমা', ne: 'आवेदन बुझाइयो', ur: 'درخواست جمع' },
      text: {
        en: 'We review and submit your application and give you your reference details.',
        fr: 'Nous vérifions et déposons votre demande, puis vous remettons vos références.',
        hi: 'हम आपका आवेदन जाँचकर जमा करते हैं और आपको उसका संदर्भ विवरण देते हैं।',
        bn: 'আমরা আপনার আবেদন যাচাই করে জমা দিই এবং আপনাকে রেফারেন্সের তথ্য দিই।',
        ne: 'हामी तपाईंको आवेदन जाँचेर बुझाउँछौं र तपाईंलाई त्यसको सन्दर्भ विवरण दिन्छौं।',
        ur: 'ہم آپ کی درخواست جانچ کر جمع کرتے ہیں اور آپ کو اس کی حوالہ تفصیلات دیتے ہیں۔',
      },
    },
    {
      title: { en: 'Decision and travel', fr: 'Décision et départ', hi: 'फ़ैसला और यात्रा', bn: 'সিদ্ধান্ত ও যাত্রা', ne: 'निर्णय र यात्रा', ur: 'فیصلہ اور سفر' },
      text: {
        en: 'Follow your status online. Once approved, we help you plan your journey.',
        fr: 'Suivez votre dossier en ligne. Une fois la demande approuvée, nous vous aidons à préparer votre voyage.',
        hi: 'अपना स्टेटस ऑनलाइन देखते रहें। मंज़ूरी मिलने पर हम आपकी यात्रा की तैयारी में मदद करते हैं।',
        bn: 'অনলাইনে আপনার অবস্থা দেখুন। অনুমোদনের পর আমরা আপনার যাত্রার পরিকল্পনায় সাহায্য করি।',
        ne: 'आफ्नो अवस्था अनलाइन हेर्नुहोस्। स्वीकृत भएपछि हामी तपाईंको यात्राको योजना बनाउन सहयोग गर्छौं।',
        ur: 'اپنی درخواست کی صورتحال آن لائن دیکھیں۔ منظوری کے بعد ہم آپ کے سفر کی منصوبہ بندی میں مدد کرتے ہیں۔',
      },
    },
  ],
  // No one is invented: the team and the clients' words appear once the owner adds them.
  team: [],
  testimonials: [],
};
