/**
 * What the applicant copy says to do next, for each status, until the super admin writes their own
 * in Settings: a version in each language of the site (local-texts.ts). Its own module without
 * Zod, so the public pages can restate the defaults cheaply.
 */
export const DEFAULT_NEXT_STEPS = {
  pending: {
    en: 'We are working on your application. We will contact you as soon as there is news; you are welcome to call us if you have a question.',
    fr: 'Nous traitons votre demande. Nous vous contacterons dès qu’il y aura du nouveau ; n’hésitez pas à nous appeler si vous avez une question.',
    hi: 'हम आपके आवेदन पर काम कर रहे हैं। कोई भी खबर मिलते ही हम आपसे संपर्क करेंगे; कोई सवाल हो तो आप हमें फ़ोन कर सकते हैं।',
    bn: 'আমরা আপনার আবেদন নিয়ে কাজ করছি। কোনো খবর পেলেই আমরা আপনার সঙ্গে যোগাযোগ করব; কোনো প্রশ্ন থাকলে আমাদের ফোন করতে পারেন।',
    ne: 'हामी तपाईंको आवेदनमा काम गर्दैछौं। कुनै खबर आउनेबित्तिकै हामी तपाईंलाई सम्पर्क गर्नेछौं; कुनै प्रश्न भए हामीलाई फोन गर्न सक्नुहुन्छ।',
    ur: 'ہم آپ کی درخواست پر کام کر رہے ہیں۔ کوئی خبر ملتے ہی ہم آپ سے رابطہ کریں گے؛ کوئی سوال ہو تو آپ ہمیں فون کر سکتے ہیں۔',
  },
  approved: {
    en: 'Your application is approved. Please contact us to arrange collecting your passport and documents.',
    fr: 'Votre demande est approuvée. Veuillez nous contacter pour convenir du retrait de votre passeport et de vos documents.',
    hi: 'आपका आवेदन मंज़ूर हो गया है। अपना पासपोर्ट और दस्तावेज़ लेने का समय तय करने के लिए कृपया हमसे संपर्क करें।',
    bn: 'আপনার আবেদন অনুমোদিত হয়েছে। আপনার পাসপোর্ট ও কাগজপত্র নেওয়ার ব্যবস্থা করতে অনুগ্রহ করে আমাদের সঙ্গে যোগাযোগ করুন।',
    ne: 'तपाईंको आवेदन स्वीकृत भएको छ। आफ्नो राहदानी र कागजातहरू लिने व्यवस्था मिलाउन कृपया हामीलाई सम्पर्क गर्नुहोस्।',
    ur: 'آپ کی درخواست منظور ہو گئی ہے۔ اپنا پاسپورٹ اور دستاویزات لینے کا وقت طے کرنے کے لیے براہ کرم ہم سے رابطہ کریں۔',
  },
  rejected: {
    en: 'Your application was not approved this time. Please contact us: we will explain the decision and what you can do next.',
    fr: 'Votre demande n’a pas été approuvée cette fois. Contactez-nous : nous vous expliquerons la décision et ce que vous pouvez faire ensuite.',
    hi: 'इस बार आपका आवेदन मंज़ूर नहीं हुआ। कृपया हमसे संपर्क करें: हम आपको फ़ैसला और आगे आप क्या कर सकते हैं, यह समझाएँगे।',
    bn: 'এবার আপনার আবেদন অনুমোদিত হয়নি। অনুগ্রহ করে আমাদের সঙ্গে যোগাযোগ করুন: আমরা সিদ্ধান্তটি এবং এরপর আপনি কী করতে পারেন তা বুঝিয়ে বলব।',
    ne: 'यस पटक तपाईंको आवेदन स्वीकृत भएन। कृपया हामीलाई सम्पर्क गर्नुहोस्: हामी निर्णय र अब तपाईं के गर्न सक्नुहुन्छ भन्ने कुरा बुझाउनेछौं।',
    ur: 'اس بار آپ کی درخواست منظور نہیں ہوئی۔ براہ کرم ہم سے رابطہ کریں: ہم آپ کو فیصلہ اور آگے آپ کیا کر سکتے ہیں، سمجھائیں گے۔',
  },
} as const;
