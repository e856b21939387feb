/** Small master lists: transport, raw materials, preparation masters and document numbering. */

export const TRANSPORTATIONS = [
  { code: 'SEA', name: 'By Sea', active: true },
  { code: 'AIR', name: 'By Air', active: true },
  { code: 'LAND', name: 'By Land', active: true },
  { code: 'RAIL', name: 'By Rail', active: true },
  { code: 'MULTIMODAL', name: 'Multimodal', active: true },
] as const;

export const RAW_MATERIAL_CATEGORIES = [
  { code: 'KAYU_BULAT', name: 'Kayu bulat', reportGroup: 'LMKB', description: 'Logs; reported in the LMKB' },
  {
    code: 'KAYU_OLAHAN',
    name: 'Kayu olahan',
    reportGroup: 'LMKO',
    description: 'Processed wood; reported in the LMKO',
  },
  {
    code: 'BAHAN_PENOLONG',
    name: 'Bahan penolong',
    reportGroup: 'NONE',
    description: 'Auxiliary material (glue, hardware, non-wood); outside the mutation reports',
  },
] as const;

export const RAW_MATERIAL_TYPES = [
  {
    code: 'KB',
    name: 'Kayu bulat besar',
    categoryCode: 'KAYU_BULAT',
    pieceUnitName: 'batang',
    minDiameterCm: 50,
    maxDiameterCm: null,
  },
  {
    code: 'KBS',
    name: 'Kayu bulat sedang',
    categoryCode: 'KAYU_BULAT',
    pieceUnitName: 'batang',
    minDiameterCm: 30,
    maxDiameterCm: 49,
  },
  {
    code: 'KBK',
    name: 'Kayu bulat kecil',
    categoryCode: 'KAYU_BULAT',
    pieceUnitName: 'batang',
    minDiameterCm: null,
    maxDiameterCm: 29,
  },
  { code: 'KG', name: 'Kayu gergajian', categoryCode: 'KAYU_OLAHAN', pieceUnitName: 'keping' },
  { code: 'VNR', name: 'Vinir', categoryCode: 'KAYU_OLAHAN', pieceUnitName: 'lembar' },
  { code: 'KL', name: 'Kayu lapis', categoryCode: 'KAYU_OLAHAN', pieceUnitName: 'lembar' },
  { code: 'SRP', name: 'Serpih kayu', categoryCode: 'KAYU_OLAHAN', pieceUnitName: 'ton' },
  { code: 'MLD', name: 'Moulding / S4S', categoryCode: 'KAYU_OLAHAN', pieceUnitName: 'keping' },
  {
    code: 'PPS',
    name: 'Papan sambung (laminated / finger-joint)',
    categoryCode: 'KAYU_OLAHAN',
    pieceUnitName: 'lembar',
  },
  { code: 'KMP', name: 'Komponen', categoryCode: 'KAYU_OLAHAN', pieceUnitName: 'pcs' },
  { code: 'KDU', name: 'Kayu daur ulang', categoryCode: 'KAYU_OLAHAN', pieceUnitName: 'keping' },
  { code: 'LEM', name: 'Lem / perekat', categoryCode: 'BAHAN_PENOLONG', pieceUnitName: 'kg' },
].map((row) => ({ minDiameterCm: null, maxDiameterCm: null, active: true, ...row }));

export const ORIGINS_OF_RAW_MATERIAL = [
  ['HUTAN_ALAM', 'Hutan alam (natural forest concession)', false, true],
  ['HUTAN_TANAMAN', 'Hutan tanaman industri (HTI plantation)', false, true],
  ['PERHUTANI', 'Perhutani (state forest enterprise, Java)', false, true],
  ['HUTAN_RAKYAT', 'Hutan rakyat / hutan hak (community or private forest)', false, false],
  ['PERHUTANAN_SOSIAL', 'Perhutanan sosial (HTR, HKm, HD)', false, false],
  ['IPK', 'Izin pemanfaatan kayu (land clearing)', false, true],
  ['PERKEBUNAN', 'Perkebunan (estate trees: rubber, coconut)', false, false],
  ['IMPOR', 'Impor (imported raw material)', true, false],
  ['DAUR_ULANG', 'Kayu daur ulang (recycled wood)', false, false],
  ['LELANG', 'Kayu lelang (auctioned timber)', false, false],
].map(([code, description, isImport, requiresCertificate]) => ({
  code: code as string,
  description: description as string,
  isImport: isImport as boolean,
  requiresCertificate: requiresCertificate as boolean,
  active: true,
}));

export const INDUSTRIAL_SCOPES = [
  ['PRIMER', 'Industri primer hasil hutan kayu (IUIPHHK / PBPHH)', true, true],
  ['LANJUTAN', 'Industri lanjutan (furniture, mouldings, joinery)', true, true],
  ['IKM', 'Industri kecil / TDI dan pengrajin', true, true],
  ['TERPADU', 'Industri terpadu (primary and advanced)', true, true],
  ['TPT_KB', 'Tempat penampungan terdaftar kayu bulat (TPT-KB)', false, false],
  ['TPT_KO', 'Tempat penampungan terdaftar kayu olahan (TPT-KO)', false, false],
  ['EKSPORTIR', 'Eksportir non-produsen (trader)', false, true],
].map(([code, description, canProduce, canExport]) => ({
  code: code as string,
  description: description as string,
  canProduce: canProduce as boolean,
  canExport: canExport as boolean,
}));

type MaterialScope = 'LOG' | 'PROCESSED' | 'BOTH';
export const DOCUMENT_TRANSPORT_TYPES = (
  [
    ['SKSHHK', 'Surat Keterangan Sahnya Hasil Hutan Kayu', 'BOTH', false],
    ['NOTA_ANGKUTAN', 'Nota Angkutan (dengan daftar kayu)', 'BOTH', false],
    ['NOTA_PERUSAHAAN', 'Nota Perusahaan', 'PROCESSED', false],
    ['SAL', 'Surat Angkutan Lelang', 'BOTH', false],
    ['DKP', 'Deklarasi Kesesuaian Pemasok', 'BOTH', false],
    ['FA_KB', 'Faktur Angkutan Kayu Bulat', 'LOG', true],
    ['FA_KO', 'Faktur Angkutan Kayu Olahan', 'PROCESSED', true],
    ['SKSKB', 'Surat Keterangan Sah Kayu Bulat', 'LOG', true],
    ['SKAU', 'Surat Keterangan Asal Usul', 'BOTH', true],
    ['SAKB', 'Surat Angkutan Kayu Bulat', 'LOG', true],
    ['SAKO', 'Surat Angkutan Kayu Olahan', 'PROCESSED', true],
    ['PIB_IMPORT', 'PIB + B/L (+ Nota Angkutan) for imported material', 'BOTH', false],
  ] as [string, string, MaterialScope, boolean][]
).map(([code, description, materialScope, legacy]) => ({
  code,
  description,
  materialScope,
  legacy,
  active: true,
}));

export const BUSINESS_PERMIT_TYPES = (
  [
    ['NIB', 'Nomor Induk Berusaha (OSS)', false, false],
    ['PBPHH', 'Perizinan Berusaha Pengolahan Hasil Hutan', true, false],
    ['IUIPHHK', 'Izin Usaha Industri Primer Hasil Hutan Kayu', true, false],
    ['IUI', 'Izin Usaha Industri', true, false],
    ['IUI_LANJUTAN', 'Izin Usaha Industri lanjutan', true, false],
    ['TDI', 'Tanda Daftar Industri', true, false],
    ['ETPIK', 'Eksportir Terdaftar Produk Industri Kehutanan', false, true],
    ['TPT_REGISTRATION', 'Tanda daftar tempat penampungan terdaftar (TPT)', false, true],
    ['OTHER', 'Izin lainnya', false, false],
  ] as [string, string, boolean, boolean][]
).map(([code, description, hasCapacity, hasExpiry]) => ({
  code,
  description,
  hasCapacity,
  hasExpiry,
  active: true,
}));

export const BUSINESS_CERTIFICATE_TYPES = (
  [
    ['S_PHPL', 'Sertifikat Pengelolaan Hutan Produksi Lestari', true, 60],
    ['S_LK', 'Sertifikat Legalitas Kayu', true, 72],
    ['DKP', 'Deklarasi Kesesuaian Pemasok', true, null],
    ['DHH', 'Deklarasi Hasil Hutan', true, null],
    ['FSC_FM', 'FSC Forest Management', false, 60],
    ['FSC_COC', 'FSC Chain of Custody', false, 60],
    ['PEFC_COC', 'PEFC Chain of Custody', false, 60],
    ['IMPORT_DECLARATION', 'Deklarasi impor (due diligence of imported timber)', true, null],
  ] as [string, string, boolean, number | null][]
).map(([code, description, provesLegality, defaultValidityMonths]) => ({
  code,
  description,
  provesLegality,
  defaultValidityMonths,
  active: true,
}));

export const VLEGAL_CANCEL_REASONS = [
  ['BUYER_CANCELLED', 'Pembeli membatalkan pesanan', 'Buyer cancelled the order'],
  [
    'SHIPMENT_POSTPONED',
    'Pengapalan ditunda melewati masa berlaku',
    'Shipment postponed beyond the validity',
  ],
  [
    'SHIPMENT_SPLIT',
    'Pengapalan dipecah (batal dan terbit ulang per bagian)',
    'Shipment split (cancel and re-issue per part)',
  ],
  ['DATA_ERROR', 'Kesalahan data ditemukan sebelum pengapalan', 'Data error found before shipment'],
  ['DUPLICATE', 'Permohonan ganda', 'Duplicate application'],
  ['NOT_EXPORTED', 'Barang tidak jadi diekspor', 'Goods not exported'],
].map(([code, description, descriptionEn]) => ({
  code: code as string,
  description: description as string,
  descriptionEn: descriptionEn as string,
  returnsStock: true,
  active: true,
}));

export const DOCUMENT_NUMBER_FORMATS = [
  {
    documentType: 'VLEGAL',
    name: 'Nomor V-Legal',
    pattern: '{YY}.{SEQ}-{EXPORTER_CODE}.{LVLK_CODE}-ID-{DEST_ISO}',
    sequenceLength: 5,
    resetPolicy: 'YEARLY',
    sequenceScope: 'GLOBAL',
    example: '24.00123-00045.003-ID-JP',
  },
  {
    documentType: 'VLEGAL_APPLICATION',
    name: 'Nomor permohonan V-Legal',
    pattern: 'APP/{UNIT_CODE}/{ROMAN_MONTH}/{YYYY}/{SEQ}',
    sequenceLength: 4,
    resetPolicy: 'YEARLY',
    sequenceScope: 'BUSINESS_UNIT',
    example: 'APP/BU-JPR/IV/2024/0012',
  },
  {
    documentType: 'VLEGAL_CANCEL',
    name: 'Nomor pembatalan V-Legal',
    pattern: '{SEQ}/BTL/{UNIT_CODE}/{ROMAN_MONTH}/{YYYY}',
    sequenceLength: 4,
    resetPolicy: 'YEARLY',
    sequenceScope: 'BUSINESS_UNIT',
    example: '0003/BTL/BU-JPR/IV/2024',
  },
  {
    documentType: 'IMPORT_MATERIAL',
    name: 'Nomor penerimaan bahan baku',
    pattern: '{SEQ}/RCV/{UNIT_CODE}/{ROMAN_MONTH}/{YYYY}',
    sequenceLength: 4,
    resetPolicy: 'MONTHLY',
    sequenceScope: 'BUSINESS_UNIT',
    example: '0007/RCV/BU-JPR/IV/2024',
  },
  {
    documentType: 'TRANSFER_MATERIAL',
    name: 'Nomor mutasi bahan baku',
    pattern: '{SEQ}/TRF/{UNIT_CODE}/{ROMAN_MONTH}/{YYYY}',
    sequenceLength: 4,
    resetPolicy: 'MONTHLY',
    sequenceScope: 'BUSINESS_UNIT',
    example: '0012/TRF/BU-JPR/IV/2024',
  },
  {
    documentType: 'PRODUCTION',
    name: 'Nomor produksi',
    pattern: 'PRD-{UNIT_CODE}-{YYYY}{MM}-{SEQ}',
    sequenceLength: 4,
    resetPolicy: 'MONTHLY',
    sequenceScope: 'BUSINESS_UNIT',
    example: 'PRD-BU-JPR-202404-0001',
  },
  {
    documentType: 'LOCAL_SALES',
    name: 'Nomor penjualan lokal',
    pattern: '{SEQ}/PJL/{UNIT_CODE}/{ROMAN_MONTH}/{YYYY}',
    sequenceLength: 4,
    resetPolicy: 'MONTHLY',
    sequenceScope: 'BUSINESS_UNIT',
    example: '0002/PJL/BU-JPR/IV/2024',
  },
].map((row) => ({ ...row, description: null, businessUnitId: null, active: true }));
