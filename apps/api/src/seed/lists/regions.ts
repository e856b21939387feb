/**
 * Indonesia's provinces and their regencies (kabupaten) and cities (kota), Kemendagri codes.
 * A district code below .71 is a kabupaten, from .71 up a kota (the ministry's numbering rule).
 */
const PROVINCE_LINES = `
11 Aceh
12 Sumatera Utara
13 Sumatera Barat
14 Riau
15 Jambi
16 Sumatera Selatan
17 Bengkulu
18 Lampung
19 Kepulauan Bangka Belitung
21 Kepulauan Riau
31 DKI Jakarta
32 Jawa Barat
33 Jawa Tengah
34 DI Yogyakarta
35 Jawa Timur
36 Banten
51 Bali
52 Nusa Tenggara Barat
53 Nusa Tenggara Timur
61 Kalimantan Barat
62 Kalimantan Tengah
63 Kalimantan Selatan
64 Kalimantan Timur
65 Kalimantan Utara
71 Sulawesi Utara
72 Sulawesi Tengah
73 Sulawesi Selatan
74 Sulawesi Tenggara
75 Gorontalo
76 Sulawesi Barat
81 Maluku
82 Maluku Utara
91 Papua
92 Papua Barat
93 Papua Selatan
94 Papua Tengah
95 Papua Pegunungan
96 Papua Barat Daya
`;

/** `province: number name; number name; …` */
const DISTRICT_LINES = `
11: 01 Aceh Selatan; 02 Aceh Tenggara; 03 Aceh Timur; 04 Aceh Tengah; 05 Aceh Barat; 06 Aceh Besar; 07 Pidie; 08 Aceh Utara; 09 Simeulue; 10 Aceh Singkil; 11 Bireuen; 12 Aceh Barat Daya; 13 Gayo Lues; 14 Aceh Jaya; 15 Nagan Raya; 16 Aceh Tamiang; 17 Bener Meriah; 18 Pidie Jaya; 71 Banda Aceh; 72 Sabang; 73 Lhokseumawe; 74 Langsa; 75 Subulussalam
12: 01 Tapanuli Tengah; 02 Tapanuli Utara; 03 Tapanuli Selatan; 04 Nias; 05 Langkat; 06 Karo; 07 Deli Serdang; 08 Simalungun; 09 Asahan; 10 Labuhanbatu; 11 Dairi; 12 Toba; 13 Mandailing Natal; 14 Nias Selatan; 15 Pakpak Bharat; 16 Humbang Hasundutan; 17 Samosir; 18 Serdang Bedagai; 19 Batu Bara; 20 Padang Lawas Utara; 21 Padang Lawas; 22 Labuhanbatu Selatan; 23 Labuhanbatu Utara; 24 Nias Utara; 25 Nias Barat; 71 Medan; 72 Pematangsiantar; 73 Sibolga; 74 Tanjungbalai; 75 Binjai; 76 Tebing Tinggi; 77 Padangsidimpuan; 78 Gunungsitoli
13: 01 Pesisir Selatan; 02 Solok; 03 Sijunjung; 04 Tanah Datar; 05 Padang Pariaman; 06 Agam; 07 Lima Puluh Kota; 08 Pasaman; 09 Kepulauan Mentawai; 10 Dharmasraya; 11 Solok Selatan; 12 Pasaman Barat; 71 Padang; 72 Solok; 73 Sawahlunto; 74 Padang Panjang; 75 Bukittinggi; 76 Payakumbuh; 77 Pariaman
14: 01 Kampar; 02 Indragiri Hulu; 03 Bengkalis; 04 Indragiri Hilir; 05 Pelalawan; 06 Rokan Hulu; 07 Rokan Hilir; 08 Siak; 09 Kuantan Singingi; 10 Kepulauan Meranti; 71 Pekanbaru; 73 Dumai
15: 01 Kerinci; 02 Merangin; 03 Sarolangun; 04 Batanghari; 05 Muaro Jambi; 06 Tanjung Jabung Barat; 07 Tanjung Jabung Timur; 08 Bungo; 09 Tebo; 71 Jambi; 72 Sungai Penuh
16: 01 Ogan Komering Ulu; 02 Ogan Komering Ilir; 03 Muara Enim; 04 Lahat; 05 Musi Rawas; 06 Musi Banyuasin; 07 Banyuasin; 08 Ogan Komering Ulu Timur; 09 Ogan Komering Ulu Selatan; 10 Ogan Ilir; 11 Empat Lawang; 12 Penukal Abab Lematang Ilir; 13 Musi Rawas Utara; 71 Palembang; 72 Pagar Alam; 73 Lubuklinggau; 74 Prabumulih
17: 01 Bengkulu Selatan; 02 Rejang Lebong; 03 Bengkulu Utara; 04 Kaur; 05 Seluma; 06 Mukomuko; 07 Lebong; 08 Kepahiang; 09 Bengkulu Tengah; 71 Bengkulu
18: 01 Lampung Selatan; 02 Lampung Tengah; 03 Lampung Utara; 04 Lampung Barat; 05 Tulang Bawang; 06 Tanggamus; 07 Lampung Timur; 08 Way Kanan; 09 Pesawaran; 10 Pringsewu; 11 Mesuji; 12 Tulang Bawang Barat; 13 Pesisir Barat; 71 Bandar Lampung; 72 Metro
19: 01 Bangka; 02 Belitung; 03 Bangka Selatan; 04 Bangka Tengah; 05 Bangka Barat; 06 Belitung Timur; 71 Pangkalpinang
21: 01 Bintan; 02 Karimun; 03 Natuna; 04 Lingga; 05 Kepulauan Anambas; 71 Batam; 72 Tanjungpinang
31: 01 Kepulauan Seribu; 71 Jakarta Pusat; 72 Jakarta Utara; 73 Jakarta Barat; 74 Jakarta Selatan; 75 Jakarta Timur
32: 01 Bogor; 02 Sukabumi; 03 Cianjur; 04 Bandung; 05 Garut; 06 Tasikmalaya; 07 Ciamis; 08 Kuningan; 09 Cirebon; 10 Majalengka; 11 Sumedang; 12 Indramayu; 13 Subang; 14 Purwakarta; 15 Karawang; 16 Bekasi; 17 Bandung Barat; 18 Pangandaran; 71 Bogor; 72 Sukabumi; 73 Bandung; 74 Cirebon; 75 Bekasi; 76 Depok; 77 Cimahi; 78 Tasikmalaya; 79 Banjar
33: 01 Cilacap; 02 Banyumas; 03 Purbalingga; 04 Banjarnegara; 05 Kebumen; 06 Purworejo; 07 Wonosobo; 08 Magelang; 09 Boyolali; 10 Klaten; 11 Sukoharjo; 12 Wonogiri; 13 Karanganyar; 14 Sragen; 15 Grobogan; 16 Blora; 17 Rembang; 18 Pati; 19 Kudus; 20 Jepara; 21 Demak; 22 Semarang; 23 Temanggung; 24 Kendal; 25 Batang; 26 Pekalongan; 27 Pemalang; 28 Tegal; 29 Brebes; 71 Magelang; 72 Surakarta; 73 Salatiga; 74 Semarang; 75 Pekalongan; 76 Tegal
34: 01 Kulon Progo; 02 Bantul; 03 Gunungkidul; 04 Sleman; 71 Yogyakarta
35: 01 Pacitan; 02 Ponorogo; 03 Trenggalek; 04 Tulungagung; 05 Blitar; 06 Kediri; 07 Malang; 08 Lumajang; 09 Jember; 10 Banyuwangi; 11 Bondowoso; 12 Situbondo; 13 Probolinggo; 14 Pasuruan; 15 Sidoarjo; 16 Mojokerto; 17 Jombang; 18 Nganjuk; 19 Madiun; 20 Magetan; 21 Ngawi; 22 Bojonegoro; 23 Tuban; 24 Lamongan; 25 Gresik; 26 Bangkalan; 27 Sampang; 28 Pamekasan; 29 Sumenep; 71 Kediri; 72 Blitar; 73 Malang; 74 Probolinggo; 75 Pasuruan; 76 Mojokerto; 77 Madiun; 78 Surabaya; 79 Batu
36: 01 Pandeglang; 02 Lebak; 03 Tangerang; 04 Serang; 71 Tangerang; 72 Cilegon; 73 Serang; 74 Tangerang Selatan
51: 01 Jembrana; 02 Tabanan; 03 Badung; 04 Gianyar; 05 Klungkung; 06 Bangli; 07 Karangasem; 08 Buleleng; 71 Denpasar
52: 01 Lombok Barat; 02 Lombok Tengah; 03 Lombok Timur; 04 Sumbawa; 05 Dompu; 06 Bima; 07 Sumbawa Barat; 08 Lombok Utara; 71 Mataram; 72 Bima
53: 01 Kupang; 02 Timor Tengah Selatan; 03 Timor Tengah Utara; 04 Belu; 05 Alor; 06 Flores Timur; 07 Sikka; 08 Ende; 09 Ngada; 10 Manggarai; 11 Sumba Timur; 12 Sumba Barat; 13 Lembata; 14 Rote Ndao; 15 Manggarai Barat; 16 Nagekeo; 17 Sumba Tengah; 18 Sumba Barat Daya; 19 Manggarai Timur; 20 Sabu Raijua; 21 Malaka; 71 Kupang
61: 01 Sambas; 02 Mempawah; 03 Sanggau; 04 Ketapang; 05 Sintang; 06 Kapuas Hulu; 07 Bengkayang; 08 Landak; 09 Sekadau; 10 Melawi; 11 Kayong Utara; 12 Kubu Raya; 71 Pontianak; 72 Singkawang
62: 01 Kotawaringin Barat; 02 Kotawaringin Timur; 03 Kapuas; 04 Barito Selatan; 05 Barito Utara; 06 Katingan; 07 Seruyan; 08 Sukamara; 09 Lamandau; 10 Gunung Mas; 11 Pulang Pisau; 12 Murung Raya; 13 Barito Timur; 71 Palangka Raya
63: 01 Tanah Laut; 02 Kotabaru; 03 Banjar; 04 Barito Kuala; 05 Tapin; 06 Hulu Sungai Selatan; 07 Hulu Sungai Tengah; 08 Hulu Sungai Utara; 09 Tabalong; 10 Tanah Bumbu; 11 Balangan; 71 Banjarmasin; 72 Banjarbaru
64: 01 Paser; 02 Kutai Kartanegara; 03 Berau; 07 Kutai Barat; 08 Kutai Timur; 09 Penajam Paser Utara; 11 Mahakam Ulu; 71 Balikpapan; 72 Samarinda; 74 Bontang
65: 01 Bulungan; 02 Malinau; 03 Nunukan; 04 Tana Tidung; 71 Tarakan
71: 01 Bolaang Mongondow; 02 Minahasa; 03 Kepulauan Sangihe; 04 Kepulauan Talaud; 05 Minahasa Selatan; 06 Minahasa Utara; 07 Minahasa Tenggara; 08 Bolaang Mongondow Utara; 09 Kepulauan Siau Tagulandang Biaro; 10 Bolaang Mongondow Timur; 11 Bolaang Mongondow Selatan; 71 Manado; 72 Bitung; 73 Tomohon; 74 Kotamobagu
72: 01 Banggai; 02 Poso; 03 Donggala; 04 Tolitoli; 05 Buol; 06 Morowali; 07 Banggai Kepulauan; 08 Parigi Moutong; 09 Tojo Una-Una; 10 Sigi; 11 Banggai Laut; 12 Morowali Utara; 71 Palu
73: 01 Kepulauan Selayar; 02 Bulukumba; 03 Bantaeng; 04 Jeneponto; 05 Takalar; 06 Gowa; 07 Sinjai; 08 Bone; 09 Maros; 10 Pangkajene dan Kepulauan; 11 Barru; 12 Soppeng; 13 Wajo; 14 Sidenreng Rappang; 15 Pinrang; 16 Enrekang; 17 Luwu; 18 Tana Toraja; 22 Luwu Utara; 25 Luwu Timur; 26 Toraja Utara; 71 Makassar; 72 Parepare; 73 Palopo
74: 01 Kolaka; 02 Konawe; 03 Muna; 04 Buton; 05 Konawe Selatan; 06 Bombana; 07 Wakatobi; 08 Kolaka Utara; 09 Konawe Utara; 10 Buton Utara; 11 Kolaka Timur; 12 Konawe Kepulauan; 13 Muna Barat; 14 Buton Tengah; 15 Buton Selatan; 71 Kendari; 72 Baubau
75: 01 Gorontalo; 02 Boalemo; 03 Bone Bolango; 04 Pohuwato; 05 Gorontalo Utara; 71 Gorontalo
76: 01 Pasangkayu; 02 Mamuju; 03 Mamasa; 04 Polewali Mandar; 05 Majene; 06 Mamuju Tengah
81: 01 Maluku Tengah; 02 Maluku Tenggara; 03 Kepulauan Tanimbar; 04 Buru; 05 Seram Bagian Timur; 06 Seram Bagian Barat; 07 Kepulauan Aru; 08 Maluku Barat Daya; 09 Buru Selatan; 71 Ambon; 72 Tual
82: 01 Halmahera Barat; 02 Halmahera Tengah; 03 Halmahera Utara; 04 Halmahera Selatan; 05 Kepulauan Sula; 06 Halmahera Timur; 07 Pulau Morotai; 08 Pulau Taliabu; 71 Ternate; 72 Tidore Kepulauan
91: 03 Jayapura; 05 Kepulauan Yapen; 06 Biak Numfor; 10 Sarmi; 11 Keerom; 15 Waropen; 19 Supiori; 20 Mamberamo Raya; 71 Jayapura
92: 01 Fakfak; 02 Kaimana; 03 Teluk Wondama; 04 Teluk Bintuni; 05 Manokwari; 11 Manokwari Selatan; 12 Pegunungan Arfak
93: 01 Merauke; 02 Boven Digoel; 03 Mappi; 04 Asmat
94: 01 Nabire; 02 Puncak Jaya; 03 Paniai; 04 Mimika; 05 Puncak; 06 Dogiyai; 07 Intan Jaya; 08 Deiyai
95: 01 Jayawijaya; 02 Pegunungan Bintang; 03 Yahukimo; 04 Tolikara; 05 Mamberamo Tengah; 06 Yalimo; 07 Lanny Jaya; 08 Nduga
96: 01 Sorong; 02 Sorong Selatan; 03 Raja Ampat; 04 Tambrauw; 05 Maybrat; 71 Sorong
`;

export interface ProvinceSeed {
  code: string;
  name: string;
  countryCode: string;
}

export interface DistrictSeed {
  code: string;
  name: string;
  districtType: 'KABUPATEN' | 'KOTA';
  provinceCode: string;
}

export const PROVINCES: readonly ProvinceSeed[] = PROVINCE_LINES.trim()
  .split('\n')
  .map((line) => ({ code: line.slice(0, 2), name: line.slice(3), countryCode: 'ID' }));

/** DKI Jakarta's regency and cities are administrative, without their own council. */
const ADMINISTRATIVE_PROVINCE = '31';

export const DISTRICTS: readonly DistrictSeed[] = DISTRICT_LINES.trim()
  .split('\n')
  .flatMap((line) => {
    const provinceCode = line.slice(0, 2);
    return line
      .slice(4)
      .split(';')
      .map((entry) => {
        const trimmed = entry.trim();
        const number = trimmed.slice(0, 2);
        const base = trimmed.slice(3);
        const districtType = Number(number) >= 71 ? ('KOTA' as const) : ('KABUPATEN' as const);
        const prefix =
          (districtType === 'KOTA' ? 'Kota ' : 'Kabupaten ') +
          (provinceCode === ADMINISTRATIVE_PROVINCE ? 'Administrasi ' : '');
        return { code: `${provinceCode}.${number}`, name: prefix + base, districtType, provinceCode };
      });
  });
