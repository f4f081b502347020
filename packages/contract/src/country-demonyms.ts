import type { Language } from './languages.ts';

type OtherLanguage = Exclude<Language, 'en'>;

/**
 * How applicants of the six countries most of them come from write their nationality in the site's
 * other languages: the demonym ("नेपाली", "پاکستانی") and the spellings of the country's
 * name seen on phones beside CLDR's (anusvara or conjunct, ی or ي are set aside by countryKey).
 * Written by hand: CLDR and i18n-iso-countries carry no demonyms. The English ones are in
 * country-spellings.ts; the country names in every language come from CLDR (country-names/).
 * A word shared by a people across a border ("বাঙালি", "पंजाबी", "தமிழ்") is left out, as in English.
 */
export const COUNTRY_DEMONYMS: Readonly<Record<string, Readonly<Record<OtherLanguage, readonly string[]>>>> = {
  NP: {
    fr: ['Népalais', 'Népalaise', 'Népalaises'],
    hi: ['नेपाली', 'नेपाली नागरिक'],
    bn: ['নেপালি', 'নেপালী'],
    ne: ['नेपाली', 'नेपाली नागरिक', 'नेपाल अधिराज्य'],
    ur: ['نیپالی', 'نیپالي'],
  },
  BD: {
    fr: ['Bangladais', 'Bangladaise', 'Bangladaises'],
    hi: ['बांग्लादेशी', 'बंगलादेशी'],
    bn: ['বাংলাদেশি', 'বাংলাদেশী', 'বাংলাদেশের নাগরিক'],
    ne: ['बङ्गलादेशी', 'बंगलादेशी', 'बाङ्लादेशी', 'बाङ्लादेश'],
    ur: ['بنگلہ دیشی', 'بنگلادیشی', 'بنگلادیش'],
  },
  IN: {
    fr: ['Indien', 'Indienne', 'Indiens'],
    hi: ['भारतीय', 'हिंदुस्तानी', 'हिन्दुस्तानी', 'हिंदुस्तान', 'इंडिया', 'इण्डिया'],
    bn: ['ভারতীয়', 'ইন্ডিয়া', 'ইন্ডিয়ান'],
    ne: ['भारतीय', 'इन्डिया', 'इन्डियन'],
    ur: ['بھارتی', 'ہندوستانی', 'ہندوستان', 'انڈیا', 'انڈین'],
  },
  PK: {
    fr: ['Pakistanais', 'Pakistanaise', 'Pakistanaises'],
    hi: ['पाकिस्तानी'],
    bn: ['পাকিস্তানি', 'পাকিস্তানী'],
    ne: ['पाकिस्तानी'],
    ur: ['پاکستانی', 'پاکستان اسلامی جمہوریہ'],
  },
  LK: {
    fr: ['Sri-Lankais', 'Sri-Lankaise', 'Srilankais', 'Ceylan'],
    hi: ['श्रीलंकाई', 'श्रीलंकन', 'श्री लंका'],
    bn: ['শ্রীলঙ্কান', 'শ্রীলংকান', 'শ্রী লঙ্কা'],
    ne: ['श्रीलङ्काली', 'श्रीलंकाली', 'श्रीलङ्कन', 'श्री लङ्का'],
    ur: ['سری لنکن', 'سری لنکائی', 'سریلنکا'],
  },
  PH: {
    fr: ['Philippin', 'Philippine', 'Philippins', 'Philippines'],
    hi: ['फिलिपीनी', 'फ़िलिपीनो', 'फिलीपींस', 'फ़िलीपीन्स'],
    bn: ['ফিলিপিনো', 'ফিলিপিন্স', 'ফিলিপাইনস'],
    ne: ['फिलिपिनो', 'फिलिपिनी'],
    ur: ['فلپائنی', 'فلپینو', 'فلپائنز'],
  },
};
