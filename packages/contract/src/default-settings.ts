/**
 * What a new desk shows before the owner fills in Settings, the part the public pages show as well
 * (settings.ts adds the staff's own settings; the web's pages start from it until the settings
 * arrive). Its own module without Zod, like the defaults it gathers.
 */
import { DEFAULT_HOME_TEXTS } from './default-home-texts.ts';
import { DEFAULT_NEXT_STEPS } from './next-steps.ts';
import { DEFAULT_SLOT_LABELS } from './slot-labels.ts';
import { SHOWN_PLAIN_DEFAULTS } from './settings-fields.ts';

export const DEFAULT_SHOWN_SETTINGS = {
  // The consultancy's name, phone, email, address and any plain setting added since (settings-fields.ts).
  ...SHOWN_PLAIN_DEFAULTS,
  socialLinks: { facebook: '', instagram: '', linkedin: '', youtube: '', whatsapp: '' },
  nextSteps: { ...DEFAULT_NEXT_STEPS },
  homeTexts: DEFAULT_HOME_TEXTS,
  slotLabels: DEFAULT_SLOT_LABELS,
  logo: '',
};
