/** Long Indonesian text for overflow stories. */
export const LONG_ID =
  'Surat Keterangan Legalitas Kayu untuk Ekspor Produk Kayu Olahan dari Perusahaan Industri Primer Hasil Hutan Kayu di Kalimantan Timur';
export const LONG_WORD_ID = 'PerizinanBerusahaanPemanfaatanHutanProduksiAlamKalimantanTimur-2026/IX/000123';
