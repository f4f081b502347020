import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { SETTINGS_MESSAGES as G } from '@visadesk/contract';
import { knowMessages } from '../../i18n/spec-messages';

/**
 * The contract's messages about the team, the testimonials and the pictures of Settings, in the
 * desk's catalogue: the form shows them at their fields in the page's language.
 */
export const SETTINGS_PICTURE_MESSAGES: Readonly<Record<string, MessageDescriptor>> = {
  [G.teamMember]: msg`Please give each team member a name (1 to 80 characters) and a role (at most 120 characters).`,
  [G.team]: msg`The home page shows at most 8 team members.`,
  [G.testimonial]: msg`Please give each testimonial the client’s words (at most 600 characters), their name (1 to 80 characters) and who they are (at most 120 characters).`,
  [G.testimonials]: msg`The home page shows at most 6 testimonials.`,
  [G.image]: msg`This picture is no longer on the server: please upload it again.`,
  [G.imageSaved]: msg`Picture uploaded. Save the settings to publish it.`,
  [G.imageRequired]: msg`Please choose a picture.`,
  [G.imageType]: msg`Please choose a JPEG, PNG or WebP picture.`,
  [G.imageTooLarge]: msg`The picture can be at most 5 MB.`,
  [G.imageKind]: msg`Please say whether the picture is a team photo or the logo.`,
};

knowMessages(SETTINGS_PICTURE_MESSAGES);
