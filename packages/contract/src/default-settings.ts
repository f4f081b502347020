/**
 * What a new desk shows before the owner fills in Settings, the part the public pages show as well
 * (settings.ts adds the staff's own settings; the web's pages start from it until the settings
 * arrive). Its own module without Zod, like the defaults it gathers.
 */
import { DEFAULT_HOME_TEXTS } from './default-home-texts.ts';
import { DEFAULT_NEXT_STEPS } from './next-steps.ts';
import { DEFAULT_SLOT_LABELS } from './slot-labels.ts';

/** The consultancy's name until the owner gives theirs. */
export const DEFAULT_CONSULTANCY_NAME = 'VisaDesk Migration Consultancy';

export const DEFAULT_SHOWN_SETTINGS = {
  consultancyName: DEFAULT_CONSULTANCY_NAME,
  phone: '',
  email: '',
  address: '',
  socialLinks: { facebook: '', instagram: '', linkedin: '', youtube: '', whatsapp: '' },
  nextSteps: { ...DEFAULT_NEXT_STEPS },
  homeTexts: DEFAULT_HOME_TEXTS,
  slotLabels: DEFAULT_SLOT_LABELS,
  logo: '',
};
