import { useTranslation } from 'react-i18next';

/** How a group of a report is named: its kind and species (`KB · Tectona grandis`). */
export function useGroupName() {
  const { t } = useTranslation();
  return (kind: string, scientificName: string | null) =>
    t('reportScreens.group', {
      kind: kind || t('reportScreens.noKind'),
      species: scientificName ?? t('reportScreens.noSpecies'),
    });
}
