import { settingsImageIds, settingsImageSource, type Settings } from '@visadesk/contract';
import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';

interface SettingsImages {
  /** Where the form shows a picture: the public address once saved, the upload's short-lived preview before. */
  sourceOf: (id: string) => string;
  remember: (id: string, preview: string) => void;
}

const SettingsImagesContext = createContext<SettingsImages>({ sourceOf: settingsImageSource, remember: () => undefined });

/**
 * The pictures the form names. A saved one is served publicly at its address; one uploaded since
 * is not (the server serves a picture only while saved settings name it), so the form shows it
 * through the preview address the upload answered.
 */
export function SettingsImagesProvider({ saved, children }: { saved: Settings; children: ReactNode }) {
  const [previews, setPreviews] = useState<ReadonlyMap<string, string>>(() => new Map());
  const savedIds = useMemo(() => new Set(settingsImageIds(saved)), [saved]);
  const images = useMemo<SettingsImages>(
    () => ({
      sourceOf: (id) => (savedIds.has(id) ? settingsImageSource(id) : (previews.get(id) ?? settingsImageSource(id))),
      remember: (id, preview) => setPreviews((known) => new Map(known).set(id, preview)),
    }),
    [savedIds, previews],
  );
  return <SettingsImagesContext.Provider value={images}>{children}</SettingsImagesContext.Provider>;
}

export const useSettingsImages = () => useContext(SettingsImagesContext);
