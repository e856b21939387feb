/** Sea ports by UN/LOCODE: Indonesian loading ports and common discharge ports of timber buyers. */
const PORT_LINES = `
IDTPP Tanjung Priok (Jakarta)
IDSRG Tanjung Emas (Semarang)
IDSUB Tanjung Perak (Surabaya)
IDBLW Belawan (Medan)
IDPNK Pontianak
IDBDJ Banjarmasin
IDBPN Balikpapan
IDSRI Samarinda
IDUPG Makassar
IDPLM Palembang
IDPNJ Panjang (Bandar Lampung)
IDBTM Batam
IDDUM Dumai
IDGRE Gresik
IDCXP Cilacap
IDCBN Cirebon
IDBOA Benoa (Bali)
IDBIT Bitung
IDKDI Kendari
IDAMQ Ambon
IDSOQ Sorong
IDDJJ Jayapura
IDTRK Tarakan
IDSMQ Sampit
IDMKW Manokwari
JPTYO Tokyo
JPYOK Yokohama
JPNGO Nagoya
JPOSA Osaka
JPUKB Kobe
CNSHA Shanghai
CNNGB Ningbo
CNTAO Qingdao
CNTSN Tianjin
CNXMN Xiamen
CNYTN Yantian
HKHKG Hong Kong
TWKHH Kaohsiung
KRPUS Busan
KRINC Incheon
SGSIN Singapore
MYPKG Port Klang
MYPEN Penang
THLCH Laem Chabang
VNSGN Ho Chi Minh City
VNHPH Haiphong
PHMNL Manila
INNSA Nhava Sheva
INMUN Mundra
AEJEA Jebel Ali
SAJED Jeddah
QAHMD Hamad
TRMER Mersin
EGPSD Port Said
ZADUR Durban
NLRTM Rotterdam
DEHAM Hamburg
DEBRV Bremerhaven
BEANR Antwerp
BEZEE Zeebrugge
FRLEH Le Havre
FRMRS Marseille
GBFXT Felixstowe
GBSOU Southampton
GBLGP London Gateway
ESVLC Valencia
ESBCN Barcelona
ITGOA Genoa
ITSPE La Spezia
PLGDN Gdansk
SEGOT Gothenburg
DKAAR Aarhus
GRPIR Piraeus
PTLIS Lisbon
IEDUB Dublin
USLAX Los Angeles
USLGB Long Beach
USOAK Oakland
USSEA Seattle
USNYC New York
USSAV Savannah
USCHS Charleston
USHOU Houston
CAVAN Vancouver
CAMTR Montreal
MXZLO Manzanillo
AUSYD Sydney
AUMEL Melbourne
AUBNE Brisbane
AUFRE Fremantle
NZAKL Auckland
`;

export interface SeaPortSeed {
  code: string;
  name: string;
  countryCode: string;
  portType: 'SEA' | 'AIR' | 'LAND' | 'RIVER';
  active: boolean;
}

export const SEA_PORTS: readonly SeaPortSeed[] = PORT_LINES.trim()
  .split('\n')
  .map((line) => ({
    code: line.slice(0, 5),
    name: line.slice(6),
    countryCode: line.slice(0, 2),
    portType: 'SEA' as const,
    active: true,
  }));
