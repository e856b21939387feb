/** Common Indonesian timber species (MODEL.md A.1), groups after Kepmenhut 163/Kpts-II/2003. */
export type SpeciesGroup = 'MERANTI' | 'RIMBA_CAMPURAN' | 'EBONI' | 'KAYU_INDAH' | 'PLANTATION';
export type CitesAppendix = 'NONE' | 'I' | 'II' | 'III';

export interface ScientificNameSeed {
  scientificName: string;
  tradeName: string;
  englishName: string;
  family: string;
  speciesGroup: SpeciesGroup | null;
  citesAppendix: CitesAppendix;
  restricted: boolean;
  densityKgM3: number;
  active: boolean;
}

type Row = [
  scientificName: string,
  tradeName: string,
  englishName: string,
  family: string,
  group: SpeciesGroup | null,
  density: number,
  cites?: CitesAppendix,
  restricted?: boolean,
];

const ROWS: Row[] = [
  ['Tectona grandis L.f.', 'Jati', 'Teak', 'Lamiaceae', 'KAYU_INDAH', 650],
  [
    'Shorea spp. (red meranti group)',
    'Meranti merah',
    'Dark/light red meranti',
    'Dipterocarpaceae',
    'MERANTI',
    550,
  ],
  ['Shorea spp. (white meranti group)', 'Meranti putih', 'White meranti', 'Dipterocarpaceae', 'MERANTI', 600],
  [
    'Shorea spp. (yellow meranti group)',
    'Meranti kuning',
    'Yellow meranti',
    'Dipterocarpaceae',
    'MERANTI',
    600,
  ],
  ['Shorea laevis Ridl.', 'Bangkirai', 'Yellow balau', 'Dipterocarpaceae', 'MERANTI', 900],
  ['Dipterocarpus spp.', 'Keruing', 'Keruing', 'Dipterocarpaceae', 'MERANTI', 790],
  ['Dryobalanops spp.', 'Kamper', 'Kapur', 'Dipterocarpaceae', 'MERANTI', 750],
  ['Intsia bijuga (Colebr.) Kuntze', 'Merbau', 'Merbau', 'Fabaceae', 'MERANTI', 820],
  [
    'Eusideroxylon zwageri Teijsm. & Binn.',
    'Ulin',
    'Borneo ironwood',
    'Lauraceae',
    'KAYU_INDAH',
    1040,
    'NONE',
    true,
  ],
  ['Falcataria moluccana (Miq.) Barneby & J.W.Grimes', 'Sengon', 'Falcata', 'Fabaceae', 'PLANTATION', 330],
  [
    'Hevea brasiliensis (Willd. ex A.Juss.) Müll.Arg.',
    'Karet',
    'Rubberwood',
    'Euphorbiaceae',
    'PLANTATION',
    600,
  ],
  ['Acacia mangium Willd.', 'Akasia mangium', 'Mangium', 'Fabaceae', 'PLANTATION', 600],
  [
    'Acacia crassicarpa A.Cunn. ex Benth.',
    'Akasia krasikarpa',
    'Northern wattle',
    'Fabaceae',
    'PLANTATION',
    600,
  ],
  [
    'Acacia auriculiformis A.Cunn. ex Benth.',
    'Akasia daun kecil',
    'Earleaf acacia',
    'Fabaceae',
    'PLANTATION',
    650,
  ],
  [
    'Eucalyptus pellita F.Muell.',
    'Ekaliptus pellita',
    'Red mahogany eucalyptus',
    'Myrtaceae',
    'PLANTATION',
    750,
  ],
  [
    'Eucalyptus urophylla S.T.Blake',
    'Ekaliptus urofila',
    'Timor mountain gum',
    'Myrtaceae',
    'PLANTATION',
    700,
  ],
  ['Eucalyptus deglupta Blume', 'Leda', 'Rainbow eucalyptus', 'Myrtaceae', 'PLANTATION', 550],
  [
    'Swietenia macrophylla King',
    'Mahoni daun lebar',
    'Big-leaf mahogany',
    'Meliaceae',
    'PLANTATION',
    560,
    'II',
  ],
  ['Swietenia mahagoni (L.) Jacq.', 'Mahoni', 'West Indies mahogany', 'Meliaceae', 'PLANTATION', 650, 'II'],
  ['Pinus merkusii Jungh. & de Vriese', 'Pinus', 'Sumatran pine', 'Pinaceae', 'PLANTATION', 570],
  ['Agathis dammara (Lamb.) Rich. & A.Rich.', 'Agathis', 'Agathis', 'Araucariaceae', 'MERANTI', 490],
  ['Gmelina arborea Roxb.', 'Jati putih', 'Gmelina', 'Lamiaceae', 'PLANTATION', 450],
  ['Neolamarckia cadamba (Roxb.) Bosser', 'Jabon', 'Kadam', 'Rubiaceae', 'PLANTATION', 420],
  ['Melia azedarach L.', 'Mindi', 'Chinaberry', 'Meliaceae', 'PLANTATION', 530],
  ['Peronema canescens Jack', 'Sungkai', 'Sungkai', 'Lamiaceae', 'RIMBA_CAMPURAN', 630],
  ['Toona sureni (Blume) Merr.', 'Suren', 'Suren toon', 'Meliaceae', 'PLANTATION', 410],
  ['Samanea saman (Jacq.) Merr.', 'Trembesi', 'Rain tree', 'Fabaceae', 'PLANTATION', 560],
  ['Mangifera indica L.', 'Mangga', 'Mango wood', 'Anacardiaceae', 'PLANTATION', 650],
  ['Artocarpus heterophyllus Lam.', 'Nangka', 'Jackfruit wood', 'Moraceae', 'PLANTATION', 610],
  ['Cocos nucifera L.', 'Kelapa', 'Coconut wood', 'Arecaceae', 'PLANTATION', 600],
  ['Alstonia scholaris (L.) R.Br.', 'Pulai', 'Pulai', 'Apocynaceae', 'RIMBA_CAMPURAN', 390],
  ['Palaquium spp.', 'Nyatoh', 'Nyatoh', 'Sapotaceae', 'MERANTI', 650],
  ['Koompassia malaccensis Maingay ex Benth.', 'Kempas', 'Kempas', 'Fabaceae', 'MERANTI', 880],
  ['Dyera costulata (Miq.) Hook.f.', 'Jelutung', 'Jelutong', 'Apocynaceae', 'MERANTI', 450],
  ['Diospyros celebica Bakh.', 'Eboni', 'Macassar ebony', 'Ebenaceae', 'EBONI', 1050, 'NONE', true],
  ['Dalbergia latifolia Roxb.', 'Sonokeling', 'Indian rosewood', 'Fabaceae', 'KAYU_INDAH', 850, 'II'],
  ['Gonystylus bancanus (Miq.) Kurz', 'Ramin', 'Ramin', 'Thymelaeaceae', 'MERANTI', 650, 'II', true],
  ['Fagus sylvatica L.', 'Beech', 'European beech', 'Fagaceae', null, 720],
];

export const SCIENTIFIC_NAMES: readonly ScientificNameSeed[] = ROWS.map(
  ([scientificName, tradeName, englishName, family, speciesGroup, densityKgM3, cites, restricted]) => ({
    scientificName,
    tradeName,
    englishName,
    family,
    speciesGroup,
    citesAppendix: cites ?? 'NONE',
    restricted: restricted ?? false,
    densityKgM3,
    active: true,
  }),
);
