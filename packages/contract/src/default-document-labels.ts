import type { LocalText } from './local-texts.ts';

/** The checklist staff label extra documents from, until the super admin edits it in Settings. */
export const DEFAULT_DOCUMENT_LABELS: readonly LocalText[] = [
  { en: 'Passport copy', fr: 'Copie du passeport', hi: 'पासपोर्ट की कॉपी', bn: 'পাসপোর্টের কপি', ne: 'राहदानीको प्रतिलिपि', ur: 'پاسپورٹ کی کاپی' },
  { en: 'Police clearance certificate', fr: 'Certificat de casier judiciaire', hi: 'पुलिस क्लीयरेंस सर्टिफ़िकेट', bn: 'পুলিশ ক্লিয়ারেন্স সার্টিফিকেট', ne: 'प्रहरी चारित्रिक प्रमाणपत्र', ur: 'پولیس کلیئرنس سرٹیفکیٹ' },
  { en: 'Medical report', fr: 'Rapport médical', hi: 'मेडिकल रिपोर्ट', bn: 'মেডিকেল রিপোর্ট', ne: 'स्वास्थ्य परीक्षण प्रतिवेदन', ur: 'میڈیکل رپورٹ' },
  { en: 'Other', fr: 'Autre', hi: 'अन्य', bn: 'অন্যান্য', ne: 'अन्य', ur: 'دیگر' },
];
