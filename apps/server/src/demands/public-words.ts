import { DEMAND_MESSAGES, type Language } from '@visadesk/contract';

/**
 * Every word of the vacancies pages (`/jobs`, `/jobs/<id>`, the home page's vacancies) in the six
 * languages, written here by hand rather than in a Lingui catalogue: only the server writes these
 * pages, the type makes a missing word in any language a compile error, and a translator reads each
 * language whole. The words a worker uses (नौकरियाँ, रोजगारी, ملازمتیں), not an office's. Values (a
 * count, an amount, a name) come in already written in the page's digits and isolated.
 */
export interface JobWords {
  jobs: string;
  listIntro: string;
  listDescription: (consultancyName: string) => string;
  demandDescription: (employer: string, country: string) => string;
  country: string;
  allCountries: string;
  show: string;
  none: string;
  noneHere: string;
  details: string;
  employer: string;
  city: string;
  positions: string;
  salary: string;
  perMonth: (amount: string) => string;
  hours: string;
  quota: string;
  contract: string;
  years: (shown: string, count: number) => string;
  paysFor: string;
  food: string;
  accommodation: string;
  ticket: string;
  yes: string;
  no: string;
  ask: string;
  skills: string;
  closes: string;
  interview: string;
  approval: string;
  approvalNo: string;
  approvalDate: string;
  checkApproval: string;
  apply: string;
  phone: string;
  whatsapp: string;
  address: string;
  callMeBack: string;
  callbackIntro: string;
  yourName: string;
  yourPhone: string;
  job: string;
  gone: string;
  goneText: string;
  notFound: string;
  allJobs: string;
  homeHeading: string;
  seeAll: string;
  /** The call-back's answers; the English ones are DEMAND_MESSAGES word for word. */
  messages: Record<'callbackName' | 'callbackPhone' | 'callbackPosition' | 'callbackSent' | 'callbackClosed' | 'callbackTooMany', string>;
}

const en: JobWords = {
  jobs: 'Jobs abroad',
  listIntro: 'Open positions with employers abroad, from the demand letters we recruit for. Salaries are monthly.',
  listDescription: (name) => `Jobs abroad with ${name}: the open positions, their salary, hours and what the employer pays for, and how to apply.`,
  demandDescription: (employer, country) => `${employer}, ${country}: salary, working hours, what the employer pays for, and how to apply.`,
  country: 'Destination country',
  allCountries: 'All countries',
  show: 'Show',
  none: 'There are no open jobs at the moment. Please look again soon, or call us.',
  noneHere: 'There are no open jobs in this country at the moment.',
  details: 'Details and how to apply',
  employer: 'Employer',
  city: 'City',
  positions: 'Positions',
  salary: 'Monthly salary',
  perMonth: (amount) => `${amount} a month`,
  hours: 'Working hours',
  quota: 'Workers needed',
  contract: 'Contract',
  years: (shown, count) => (count === 1 ? `${shown} year` : `${shown} years`),
  paysFor: 'Paid by the employer',
  food: 'Food',
  accommodation: 'Accommodation',
  ticket: 'Air ticket',
  yes: 'Yes',
  no: 'No',
  ask: 'Ask us',
  skills: 'Skills needed',
  closes: 'Apply by',
  interview: 'Interview',
  approval: 'Government pre-approval',
  approvalNo: 'Number',
  approvalDate: 'Date',
  checkApproval: 'Check this number with your government’s foreign employment office before you pay anyone.',
  apply: 'How to apply',
  phone: 'Phone',
  whatsapp: 'WhatsApp',
  address: 'Office',
  callMeBack: 'Call me back',
  callbackIntro: 'Leave your name and phone number and we will call you about this job. They are never shown on the site.',
  yourName: 'Your name',
  yourPhone: 'Phone number',
  job: 'Job',
  gone: 'This job is no longer open.',
  goneText: 'The employer’s demand has closed or its places are filled.',
  notFound: 'This job does not exist.',
  allJobs: 'See all open jobs',
  homeHeading: 'Jobs open now',
  seeAll: 'See all jobs',
  messages: {
    callbackName: DEMAND_MESSAGES.callbackName,
    callbackPhone: DEMAND_MESSAGES.callbackPhone,
    callbackPosition: DEMAND_MESSAGES.callbackPosition,
    callbackSent: DEMAND_MESSAGES.callbackSent,
    callbackClosed: DEMAND_MESSAGES.callbackClosed,
    callbackTooMany: DEMAND_MESSAGES.callbackTooMany,
  },
};

const fr: JobWords = {
  jobs: 'Emplois à l’étranger',
  listIntro: 'Les postes ouverts chez des employeurs à l’étranger, d’après les demandes pour lesquelles nous recrutons. Les salaires sont mensuels.',
  listDescription: (name) => `Emplois à l’étranger avec ${name} : les postes ouverts, leur salaire, les horaires, ce que l’employeur prend en charge et comment postuler.`,
  demandDescription: (employer, country) => `${employer}, ${country} : salaire, horaires, ce que l’employeur prend en charge et comment postuler.`,
  country: 'Pays de destination',
  allCountries: 'Tous les pays',
  show: 'Afficher',
  none: 'Aucun emploi n’est ouvert pour le moment. Revenez bientôt ou appelez-nous.',
  noneHere: 'Aucun emploi n’est ouvert dans ce pays pour le moment.',
  details: 'Détails et comment postuler',
  employer: 'Employeur',
  city: 'Ville',
  positions: 'Postes',
  salary: 'Salaire mensuel',
  perMonth: (amount) => `${amount} par mois`,
  hours: 'Horaires de travail',
  quota: 'Travailleurs recherchés',
  contract: 'Contrat',
  years: (shown, count) => (count === 1 ? `${shown} an` : `${shown} ans`),
  paysFor: 'Pris en charge par l’employeur',
  food: 'Repas',
  accommodation: 'Logement',
  ticket: 'Billet d’avion',
  yes: 'Oui',
  no: 'Non',
  ask: 'Demandez-nous',
  skills: 'Compétences demandées',
  closes: 'Date limite de candidature',
  interview: 'Entretien',
  approval: 'Pré-approbation du gouvernement',
  approvalNo: 'Numéro',
  approvalDate: 'Date',
  checkApproval: 'Vérifiez ce numéro auprès du service de l’emploi à l’étranger de votre gouvernement avant de payer qui que ce soit.',
  apply: 'Comment postuler',
  phone: 'Téléphone',
  whatsapp: 'WhatsApp',
  address: 'Bureau',
  callMeBack: 'Rappelez-moi',
  callbackIntro: 'Laissez votre nom et votre numéro de téléphone : nous vous appellerons au sujet de cet emploi. Ils ne sont jamais affichés sur le site.',
  yourName: 'Votre nom',
  yourPhone: 'Numéro de téléphone',
  job: 'Emploi',
  gone: 'Cet emploi n’est plus ouvert.',
  goneText: 'La demande de l’employeur est close ou ses postes sont pourvus.',
  notFound: 'Cet emploi n’existe pas.',
  allJobs: 'Voir tous les emplois ouverts',
  homeHeading: 'Emplois ouverts',
  seeAll: 'Voir tous les emplois',
  messages: {
    callbackName: 'Veuillez indiquer votre nom (1 à 60 caractères).',
    callbackPhone: 'Veuillez indiquer un numéro de téléphone où vous joindre, avec son indicatif pays s’il n’est pas d’ici.',
    callbackPosition: 'Veuillez choisir l’emploi qui vous intéresse.',
    callbackSent: 'Merci. Nous vous rappellerons bientôt.',
    callbackClosed: 'Cet emploi n’est plus ouvert.',
    callbackTooMany: 'Trop de demandes depuis cette connexion ou ce téléphone. Réessayez plus tard ou appelez-nous.',
  },
};

const hi: JobWords = {
  jobs: 'विदेश में नौकरियाँ',
  listIntro: 'विदेश के नियोक्ताओं के खुले पद, उन डिमांड लेटर से जिनके लिए हम भर्ती करते हैं। वेतन मासिक है।',
  listDescription: (name) => `${name} के साथ विदेश में नौकरियाँ: खुले पद, वेतन, काम के घंटे, नियोक्ता क्या देता है और आवेदन कैसे करें।`,
  demandDescription: (employer, country) => `${employer}, ${country}: वेतन, काम के घंटे, नियोक्ता क्या देता है और आवेदन कैसे करें।`,
  country: 'देश',
  allCountries: 'सभी देश',
  show: 'दिखाएँ',
  none: 'अभी कोई नौकरी खुली नहीं है। कृपया जल्द फिर देखें या हमें फ़ोन करें।',
  noneHere: 'इस देश में अभी कोई नौकरी खुली नहीं है।',
  details: 'पूरी जानकारी और आवेदन',
  employer: 'नियोक्ता',
  city: 'शहर',
  positions: 'पद',
  salary: 'मासिक वेतन',
  perMonth: (amount) => `${amount} प्रति माह`,
  hours: 'काम के घंटे',
  quota: 'कितने लोग चाहिए',
  contract: 'अनुबंध',
  years: (shown) => `${shown} साल`,
  paysFor: 'नियोक्ता देता है',
  food: 'खाना',
  accommodation: 'रहना',
  ticket: 'हवाई टिकट',
  yes: 'हाँ',
  no: 'नहीं',
  ask: 'हमसे पूछें',
  skills: 'ज़रूरी हुनर',
  closes: 'आवेदन की आख़िरी तारीख़',
  interview: 'इंटरव्यू',
  approval: 'सरकारी पूर्व-स्वीकृति',
  approvalNo: 'नंबर',
  approvalDate: 'तारीख़',
  checkApproval: 'किसी को भी पैसे देने से पहले यह नंबर अपनी सरकार के विदेश रोज़गार कार्यालय से जाँच लें।',
  apply: 'आवेदन कैसे करें',
  phone: 'फ़ोन',
  whatsapp: 'WhatsApp',
  address: 'दफ़्तर',
  callMeBack: 'मुझे कॉल करें',
  callbackIntro: 'अपना नाम और फ़ोन नंबर छोड़ें, हम इस नौकरी के बारे में आपको कॉल करेंगे। ये साइट पर कभी नहीं दिखाए जाते।',
  yourName: 'आपका नाम',
  yourPhone: 'फ़ोन नंबर',
  job: 'नौकरी',
  gone: 'यह नौकरी अब खुली नहीं है।',
  goneText: 'नियोक्ता की डिमांड बंद हो गई है या सभी पद भर गए हैं।',
  notFound: 'यह नौकरी मौजूद नहीं है।',
  allJobs: 'सभी खुली नौकरियाँ देखें',
  homeHeading: 'अभी खुली नौकरियाँ',
  seeAll: 'सभी नौकरियाँ देखें',
  messages: {
    callbackName: 'कृपया अपना नाम लिखें (1 से 60 अक्षर)।',
    callbackPhone: 'कृपया ऐसा फ़ोन नंबर दें जिस पर हम कॉल कर सकें; अगर नंबर यहाँ का नहीं है तो देश कोड के साथ।',
    callbackPosition: 'कृपया वह नौकरी चुनें जिसमें आपकी रुचि है।',
    callbackSent: 'धन्यवाद। हम जल्द ही आपको कॉल करेंगे।',
    callbackClosed: 'यह नौकरी अब खुली नहीं है।',
    callbackTooMany: 'इस कनेक्शन या फ़ोन से बहुत ज़्यादा अनुरोध आए हैं। कृपया बाद में फिर कोशिश करें या हमें फ़ोन करें।',
  },
};

const bn: JobWords = {
  jobs: 'বিদেশে চাকরি',
  listIntro: 'বিদেশি নিয়োগকর্তাদের খোলা পদ, যেসব চাহিদাপত্রের জন্য আমরা লোক নিই সেগুলো থেকে। বেতন মাসিক।',
  listDescription: (name) => `${name}-এর মাধ্যমে বিদেশে চাকরি: খোলা পদ, বেতন, কাজের সময়, নিয়োগকর্তা কী কী দেন এবং কীভাবে আবেদন করবেন।`,
  demandDescription: (employer, country) => `${employer}, ${country}: বেতন, কাজের সময়, নিয়োগকর্তা কী কী দেন এবং কীভাবে আবেদন করবেন।`,
  country: 'দেশ',
  allCountries: 'সব দেশ',
  show: 'দেখুন',
  none: 'এখন কোনো চাকরি খোলা নেই। শিগগিরই আবার দেখুন বা আমাদের ফোন করুন।',
  noneHere: 'এই দেশে এখন কোনো চাকরি খোলা নেই।',
  details: 'বিস্তারিত ও আবেদন',
  employer: 'নিয়োগকর্তা',
  city: 'শহর',
  positions: 'পদ',
  salary: 'মাসিক বেতন',
  perMonth: (amount) => `মাসে ${amount}`,
  hours: 'কাজের সময়',
  quota: 'কতজন লাগবে',
  contract: 'চুক্তি',
  years: (shown) => `${shown} বছর`,
  paysFor: 'নিয়োগকর্তা দেন',
  food: 'খাবার',
  accommodation: 'থাকার ব্যবস্থা',
  ticket: 'বিমান টিকিট',
  yes: 'হ্যাঁ',
  no: 'না',
  ask: 'আমাদের জিজ্ঞেস করুন',
  skills: 'যে দক্ষতা লাগবে',
  closes: 'আবেদনের শেষ তারিখ',
  interview: 'সাক্ষাৎকার',
  approval: 'সরকারি পূর্বানুমোদন',
  approvalNo: 'নম্বর',
  approvalDate: 'তারিখ',
  checkApproval: 'কাউকে টাকা দেওয়ার আগে এই নম্বরটি আপনার সরকারের বৈদেশিক কর্মসংস্থান অফিসে যাচাই করুন।',
  apply: 'কীভাবে আবেদন করবেন',
  phone: 'ফোন',
  whatsapp: 'WhatsApp',
  address: 'অফিস',
  callMeBack: 'আমাকে ফোন করুন',
  callbackIntro: 'আপনার নাম ও ফোন নম্বর দিন, এই চাকরি নিয়ে আমরা আপনাকে ফোন করব। এগুলো কখনো সাইটে দেখানো হয় না।',
  yourName: 'আপনার নাম',
  yourPhone: 'ফোন নম্বর',
  job: 'চাকরি',
  gone: 'এই চাকরিটি আর খোলা নেই।',
  goneText: 'নিয়োগকর্তার চাহিদা বন্ধ হয়েছে বা সব পদ পূরণ হয়ে গেছে।',
  notFound: 'এই চাকরিটি নেই।',
  allJobs: 'সব খোলা চাকরি দেখুন',
  homeHeading: 'এখন খোলা চাকরি',
  seeAll: 'সব চাকরি দেখুন',
  messages: {
    callbackName: 'অনুগ্রহ করে আপনার নাম লিখুন (১ থেকে ৬০ অক্ষর)।',
    callbackPhone: 'অনুগ্রহ করে এমন একটি ফোন নম্বর দিন যেখানে আমরা ফোন করতে পারি; নম্বরটি এখানকার না হলে দেশের কোডসহ।',
    callbackPosition: 'অনুগ্রহ করে যে চাকরিতে আপনি আগ্রহী সেটি বেছে নিন।',
    callbackSent: 'ধন্যবাদ। আমরা শিগগিরই আপনাকে ফোন করব।',
    callbackClosed: 'এই চাকরিটি আর খোলা নেই।',
    callbackTooMany: 'এই সংযোগ বা ফোন থেকে অনেক বেশি অনুরোধ এসেছে। পরে আবার চেষ্টা করুন বা আমাদের ফোন করুন।',
  },
};

const ne: JobWords = {
  jobs: 'विदेशमा रोजगारी',
  listIntro: 'विदेशी रोजगारदाताका खुला पदहरू, हामीले भर्ना गर्ने माग-पत्रहरूबाट। तलब मासिक हो।',
  listDescription: (name) => `${name} मार्फत विदेशमा रोजगारी: खुला पदहरू, तलब, कामको समय, रोजगारदाताले के के दिन्छ र कसरी आवेदन दिने।`,
  demandDescription: (employer, country) => `${employer}, ${country}: तलब, कामको समय, रोजगारदाताले के के दिन्छ र कसरी आवेदन दिने।`,
  country: 'देश',
  allCountries: 'सबै देश',
  show: 'हेर्नुहोस्',
  none: 'अहिले कुनै रोजगारी खुला छैन। छिट्टै फेरि हेर्नुहोस् वा हामीलाई फोन गर्नुहोस्।',
  noneHere: 'यो देशमा अहिले कुनै रोजगारी खुला छैन।',
  details: 'विस्तृत जानकारी र आवेदन',
  employer: 'रोजगारदाता',
  city: 'सहर',
  positions: 'पदहरू',
  salary: 'मासिक तलब',
  perMonth: (amount) => `मासिक ${amount}`,
  hours: 'कामको समय',
  quota: 'चाहिने कामदार',
  contract: 'सम्झौता',
  years: (shown) => `${shown} वर्ष`,
  paysFor: 'रोजगारदाताले दिने',
  food: 'खाना',
  accommodation: 'बस्ने व्यवस्था',
  ticket: 'हवाई टिकट',
  yes: 'हो',
  no: 'होइन',
  ask: 'हामीलाई सोध्नुहोस्',
  skills: 'चाहिने सीप',
  closes: 'आवेदनको अन्तिम मिति',
  interview: 'अन्तर्वार्ता',
  approval: 'सरकारी पूर्वस्वीकृति',
  approvalNo: 'नम्बर',
  approvalDate: 'मिति',
  checkApproval: 'कसैलाई पैसा तिर्नुअघि यो नम्बर वैदेशिक रोजगार विभागमा जाँच गर्नुहोस्।',
  apply: 'कसरी आवेदन दिने',
  phone: 'फोन',
  whatsapp: 'WhatsApp',
  address: 'कार्यालय',
  callMeBack: 'मलाई फोन गर्नुहोस्',
  callbackIntro: 'आफ्नो नाम र फोन नम्बर छोड्नुहोस्, यो रोजगारीबारे हामी तपाईंलाई फोन गर्नेछौँ। यी कहिल्यै साइटमा देखाइँदैनन्।',
  yourName: 'तपाईंको नाम',
  yourPhone: 'फोन नम्बर',
  job: 'काम',
  gone: 'यो रोजगारी अब खुला छैन।',
  goneText: 'रोजगारदाताको माग बन्द भएको छ वा सबै पद भरिइसकेका छन्।',
  notFound: 'यो रोजगारी छैन।',
  allJobs: 'सबै खुला रोजगारी हेर्नुहोस्',
  homeHeading: 'अहिले खुला रोजगारी',
  seeAll: 'सबै रोजगारी हेर्नुहोस्',
  messages: {
    callbackName: 'कृपया आफ्नो नाम लेख्नुहोस् (१ देखि ६० अक्षर)।',
    callbackPhone: 'कृपया हामीले फोन गर्न सक्ने नम्बर दिनुहोस्; नम्बर यहाँको होइन भने देशको कोडसहित।',
    callbackPosition: 'कृपया तपाईंलाई चासो भएको काम छान्नुहोस्।',
    callbackSent: 'धन्यवाद। हामी छिट्टै तपाईंलाई फोन गर्नेछौँ।',
    callbackClosed: 'यो रोजगारी अब खुला छैन।',
    callbackTooMany: 'यो जडान वा फोनबाट धेरै अनुरोध आए। कृपया पछि फेरि प्रयास गर्नुहोस् वा हामीलाई फोन गर्नुहोस्।',
  },
};

const ur: JobWords = {
  jobs: 'بیرونِ ملک ملازمتیں',
  listIntro: 'بیرونِ ملک آجروں کی کھلی اسامیاں، ان ڈیمانڈ لیٹرز سے جن کے لیے ہم بھرتی کرتے ہیں۔ تنخواہ ماہانہ ہے۔',
  listDescription: (name) => `${name} کے ذریعے بیرونِ ملک ملازمتیں: کھلی اسامیاں، تنخواہ، کام کے اوقات، آجر کیا کیا دیتا ہے اور درخواست کیسے دیں۔`,
  demandDescription: (employer, country) => `${employer}، ${country}: تنخواہ، کام کے اوقات، آجر کیا کیا دیتا ہے اور درخواست کیسے دیں۔`,
  country: 'ملک',
  allCountries: 'تمام ممالک',
  show: 'دکھائیں',
  none: 'اس وقت کوئی ملازمت کھلی نہیں۔ جلد دوبارہ دیکھیں یا ہمیں فون کریں۔',
  noneHere: 'اس ملک میں اس وقت کوئی ملازمت کھلی نہیں۔',
  details: 'تفصیل اور درخواست',
  employer: 'آجر',
  city: 'شہر',
  positions: 'اسامیاں',
  salary: 'ماہانہ تنخواہ',
  perMonth: (amount) => `${amount} ماہانہ`,
  hours: 'کام کے اوقات',
  quota: 'کتنے کارکن درکار ہیں',
  contract: 'معاہدہ',
  years: (shown) => `${shown} سال`,
  paysFor: 'آجر کی طرف سے',
  food: 'کھانا',
  accommodation: 'رہائش',
  ticket: 'ہوائی ٹکٹ',
  yes: 'ہاں',
  no: 'نہیں',
  ask: 'ہم سے پوچھیں',
  skills: 'درکار مہارت',
  closes: 'درخواست کی آخری تاریخ',
  interview: 'انٹرویو',
  approval: 'سرکاری پیشگی منظوری',
  approvalNo: 'نمبر',
  approvalDate: 'تاریخ',
  checkApproval: 'کسی کو بھی پیسے دینے سے پہلے یہ نمبر اپنی حکومت کے بیرونِ ملک روزگار کے دفتر سے چیک کریں۔',
  apply: 'درخواست کیسے دیں',
  phone: 'فون',
  whatsapp: 'WhatsApp',
  address: 'دفتر',
  callMeBack: 'مجھے کال کریں',
  callbackIntro: 'اپنا نام اور فون نمبر دیں، ہم اس ملازمت کے بارے میں آپ کو کال کریں گے۔ یہ سائٹ پر کبھی نہیں دکھائے جاتے۔',
  yourName: 'آپ کا نام',
  yourPhone: 'فون نمبر',
  job: 'ملازمت',
  gone: 'یہ ملازمت اب کھلی نہیں۔',
  goneText: 'آجر کی ڈیمانڈ بند ہو گئی ہے یا تمام اسامیاں پُر ہو گئی ہیں۔',
  notFound: 'یہ ملازمت موجود نہیں۔',
  allJobs: 'تمام کھلی ملازمتیں دیکھیں',
  homeHeading: 'اس وقت کھلی ملازمتیں',
  seeAll: 'تمام ملازمتیں دیکھیں',
  messages: {
    callbackName: 'براہِ کرم اپنا نام لکھیں (1 سے 60 حروف)۔',
    callbackPhone: 'براہِ کرم ایسا فون نمبر دیں جس پر ہم کال کر سکیں؛ اگر نمبر یہاں کا نہیں تو ملک کے کوڈ کے ساتھ۔',
    callbackPosition: 'براہِ کرم وہ ملازمت منتخب کریں جس میں آپ کی دلچسپی ہے۔',
    callbackSent: 'شکریہ۔ ہم جلد آپ کو کال کریں گے۔',
    callbackClosed: 'یہ ملازمت اب کھلی نہیں۔',
    callbackTooMany: 'اس کنکشن یا فون سے بہت زیادہ درخواستیں آئی ہیں۔ براہِ کرم بعد میں دوبارہ کوشش کریں یا ہمیں فون کریں۔',
  },
};

export const JOB_WORDS: Readonly<Record<Language, JobWords>> = { en, fr, hi, bn, ne, ur };

/** The call-back's answer (a DEMAND_MESSAGES text) in the page's language; any other text as it is. */
export function callbackMessage(language: Language, english: string): string {
  const key = (Object.keys(en.messages) as (keyof JobWords['messages'])[]).find((name) => en.messages[name] === english);
  return key ? JOB_WORDS[language].messages[key] : english;
}
