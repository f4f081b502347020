import { API, SettingsImageAnswerSchema, type SETTINGS_IMAGE_KINDS, type SettingsImageAnswer } from '@visadesk/contract';
import { api } from '../../../lib/api';
import { isApiError } from '../../../lib/api-client';
import { serverErrorMessage } from '../../../lib/server-error-message';

export type SettingsImageKind = (typeof SETTINGS_IMAGE_KINDS)[number];

/** Where a team photo or the logo is uploaded; a save of the settings that names it publishes it. */
export const SETTINGS_IMAGES_PATH = API.settingsImages;

interface SettingsImageUpload {
  kind: SettingsImageKind;
  image: File;
}

function imageFormData({ kind, image }: SettingsImageUpload): FormData {
  const body = new FormData();
  body.set('kind', kind);
  body.set('image', image);
  return body;
}

const imagesApi = api.injectEndpoints({
  endpoints: (build) => ({
    uploadSettingsImage: build.mutation<SettingsImageAnswer, SettingsImageUpload>({
      query: (upload) => ({ path: SETTINGS_IMAGES_PATH, method: 'POST', body: imageFormData(upload) }),
      rawResponseSchema: SettingsImageAnswerSchema,
    }),
  }),
});

export const { useUploadSettingsImageMutation } = imagesApi;

/** Why a picture was refused, in the server's words about the picture itself when it gave them. */
export function imageErrorMessage(error: unknown): string {
  if (isApiError(error)) {
    const errors = error.body.errors;
    const about = errors?.image ?? errors?.kind;
    if (about) return about;
  }
  return serverErrorMessage(error);
}
