/**
 * HS 2022 headings and subheadings of chapter 44 (wood) and the wooden items of chapter 94 (furniture,
 * prefabricated buildings). `code | Indonesian description | English description | default unit`.
 */
const HS_LINES = `
4401|Kayu bakar; serpih atau partikel kayu; serbuk gergaji dan limbah kayu|Fuel wood; wood in chips or particles; sawdust and wood waste and scrap|ton
4401.11|Kayu bakar, dari jenis konifera|Fuel wood, coniferous|ton
4401.12|Kayu bakar, selain dari jenis konifera|Fuel wood, non-coniferous|ton
4401.21|Serpih kayu, dari jenis konifera|Wood in chips or particles, coniferous|ton
4401.22|Serpih kayu, selain dari jenis konifera|Wood in chips or particles, non-coniferous|ton
4401.31|Pelet kayu|Wood pellets|ton
4401.32|Briket kayu|Wood briquettes|ton
4401.39|Serbuk gergaji dan limbah kayu lainnya, diaglomerasi|Other sawdust and wood waste, agglomerated|ton
4401.41|Serbuk gergaji, tidak diaglomerasi|Sawdust, not agglomerated|ton
4401.49|Limbah dan sisa kayu lainnya, tidak diaglomerasi|Other wood waste and scrap, not agglomerated|ton
4402|Arang kayu|Wood charcoal|ton
4402.10|Arang dari bambu|Charcoal of bamboo|ton
4402.20|Arang dari tempurung atau batok|Charcoal of shell or nut|ton
4402.90|Arang kayu lainnya|Other wood charcoal|ton
4403|Kayu gelondongan (kayu bulat)|Wood in the rough (logs)|m3
4403.11|Kayu bulat diawetkan, konifera|Logs treated with paint or preservatives, coniferous|m3
4403.12|Kayu bulat diawetkan, selain konifera|Logs treated with paint or preservatives, non-coniferous|m3
4403.21|Kayu bulat pinus, diameter ≥15 cm|Logs of pine, smallest cross-section 15 cm or more|m3
4403.22|Kayu bulat pinus lainnya|Other logs of pine|m3
4403.23|Kayu bulat fir dan spruce, diameter ≥15 cm|Logs of fir and spruce, smallest cross-section 15 cm or more|m3
4403.24|Kayu bulat fir dan spruce lainnya|Other logs of fir and spruce|m3
4403.25|Kayu bulat konifera lainnya, diameter ≥15 cm|Other coniferous logs, smallest cross-section 15 cm or more|m3
4403.26|Kayu bulat konifera lainnya|Other coniferous logs|m3
4403.41|Kayu bulat meranti merah tua, meranti merah muda dan meranti bakau|Logs of Dark Red Meranti, Light Red Meranti and Meranti Bakau|m3
4403.42|Kayu bulat jati|Logs of teak|m3
4403.49|Kayu bulat tropis lainnya|Logs of other tropical wood|m3
4403.91|Kayu bulat oak|Logs of oak|m3
4403.93|Kayu bulat beech, diameter ≥15 cm|Logs of beech, smallest cross-section 15 cm or more|m3
4403.94|Kayu bulat beech lainnya|Other logs of beech|m3
4403.95|Kayu bulat birch, diameter ≥15 cm|Logs of birch, smallest cross-section 15 cm or more|m3
4403.96|Kayu bulat birch lainnya|Other logs of birch|m3
4403.97|Kayu bulat poplar dan aspen|Logs of poplar and aspen|m3
4403.98|Kayu bulat ekaliptus|Logs of eucalyptus|m3
4403.99|Kayu bulat lainnya|Other logs|m3
4404|Kayu simpai; tiang belah; pancang, pasak dan tiang runcing|Hoopwood; split poles; piles, pickets and stakes|m3
4404.10|Kayu simpai dan tiang belah, konifera|Hoopwood and split poles, coniferous|m3
4404.20|Kayu simpai dan tiang belah, selain konifera|Hoopwood and split poles, non-coniferous|m3
4405|Wol kayu; tepung kayu|Wood wool; wood flour|ton
4405.00|Wol kayu; tepung kayu|Wood wool; wood flour|ton
4406|Bantalan rel kereta api atau trem dari kayu|Railway or tramway sleepers (cross-ties) of wood|m3
4406.11|Bantalan rel tidak diresapi, konifera|Sleepers not impregnated, coniferous|m3
4406.12|Bantalan rel tidak diresapi, selain konifera|Sleepers not impregnated, non-coniferous|m3
4406.91|Bantalan rel lainnya, konifera|Other sleepers, coniferous|m3
4406.92|Bantalan rel lainnya, selain konifera|Other sleepers, non-coniferous|m3
4407|Kayu gergajian, tebal lebih dari 6 mm|Wood sawn or chipped lengthwise, of a thickness exceeding 6 mm|m3
4407.11|Kayu gergajian pinus|Sawn wood of pine|m3
4407.12|Kayu gergajian fir dan spruce|Sawn wood of fir and spruce|m3
4407.13|Kayu gergajian S-P-F|Sawn wood of S-P-F (spruce, pine and fir)|m3
4407.14|Kayu gergajian Hem-fir|Sawn wood of Hem-fir (western hemlock and fir)|m3
4407.19|Kayu gergajian konifera lainnya|Other coniferous sawn wood|m3
4407.21|Kayu gergajian mahoni|Sawn wood of mahogany (Swietenia spp.)|m3
4407.22|Kayu gergajian virola, imbuia dan balsa|Sawn wood of Virola, Imbuia and Balsa|m3
4407.23|Kayu gergajian jati|Sawn wood of teak|m3
4407.25|Kayu gergajian meranti merah tua, meranti merah muda dan meranti bakau|Sawn wood of Dark Red Meranti, Light Red Meranti and Meranti Bakau|m3
4407.26|Kayu gergajian lauan putih, meranti putih, seraya putih, meranti kuning dan alan|Sawn wood of White Lauan, White Meranti, White Seraya, Yellow Meranti and Alan|m3
4407.27|Kayu gergajian sapelli|Sawn wood of Sapelli|m3
4407.28|Kayu gergajian iroko|Sawn wood of Iroko|m3
4407.29|Kayu gergajian tropis lainnya|Sawn wood of other tropical wood|m3
4407.91|Kayu gergajian oak|Sawn wood of oak|m3
4407.92|Kayu gergajian beech|Sawn wood of beech|m3
4407.93|Kayu gergajian maple|Sawn wood of maple|m3
4407.94|Kayu gergajian cherry|Sawn wood of cherry|m3
4407.95|Kayu gergajian ash|Sawn wood of ash|m3
4407.96|Kayu gergajian birch|Sawn wood of birch|m3
4407.97|Kayu gergajian poplar dan aspen|Sawn wood of poplar and aspen|m3
4407.99|Kayu gergajian lainnya|Other sawn wood|m3
4408|Lembaran vinir, tebal tidak lebih dari 6 mm|Sheets for veneering, of a thickness not exceeding 6 mm|m3
4408.10|Vinir konifera|Veneer sheets, coniferous|m3
4408.31|Vinir meranti merah tua, meranti merah muda dan meranti bakau|Veneer sheets of Dark Red Meranti, Light Red Meranti and Meranti Bakau|m3
4408.39|Vinir kayu tropis lainnya|Veneer sheets of other tropical wood|m3
4408.90|Vinir lainnya|Other veneer sheets|m3
4409|Kayu dibentuk secara menerus (moulding, S4S, lidah dan alur, bilah lantai)|Wood continuously shaped along any of its edges, ends or faces|m3
4409.10|Kayu dibentuk menerus, konifera|Continuously shaped wood, coniferous|m3
4409.21|Kayu dibentuk menerus, dari bambu|Continuously shaped wood, of bamboo|m3
4409.22|Kayu dibentuk menerus, dari kayu tropis|Continuously shaped wood, of tropical wood|m3
4409.29|Kayu dibentuk menerus, selain konifera lainnya|Other continuously shaped wood, non-coniferous|m3
4410|Papan partikel, OSB dan papan semacamnya|Particle board, oriented strand board (OSB) and similar board|m3
4410.11|Papan partikel|Particle board|m3
4410.12|Papan untai terarah (OSB)|Oriented strand board (OSB)|m3
4410.19|Papan semacam dari kayu lainnya|Other board of wood|m3
4410.90|Papan lainnya dari bahan berkayu lain|Other board of other ligneous materials|m3
4411|Papan serat dari kayu (MDF/HDF)|Fibreboard of wood or other ligneous materials|m3
4411.12|Papan serat kepadatan sedang (MDF), tebal ≤5 mm|Medium density fibreboard, thickness not exceeding 5 mm|m3
4411.13|Papan serat kepadatan sedang (MDF), tebal 5–9 mm|Medium density fibreboard, thickness exceeding 5 mm but not exceeding 9 mm|m3
4411.14|Papan serat kepadatan sedang (MDF), tebal >9 mm|Medium density fibreboard, thickness exceeding 9 mm|m3
4411.92|Papan serat lainnya, kepadatan >0,8 g/cm3|Other fibreboard, density exceeding 0.8 g/cm3|m3
4411.93|Papan serat lainnya, kepadatan 0,5–0,8 g/cm3|Other fibreboard, density exceeding 0.5 g/cm3 but not exceeding 0.8 g/cm3|m3
4411.94|Papan serat lainnya, kepadatan ≤0,5 g/cm3|Other fibreboard, density not exceeding 0.5 g/cm3|m3
4412|Kayu lapis, panel vinir dan kayu berlapis semacamnya|Plywood, veneered panels and similar laminated wood|m3
4412.10|Kayu lapis dari bambu|Plywood of bamboo|m3
4412.31|Kayu lapis dengan sekurangnya satu lapisan luar dari kayu tropis|Plywood with at least one outer ply of tropical wood|m3
4412.33|Kayu lapis lainnya dengan lapisan luar dari kayu daun lebar tertentu|Other plywood with at least one outer ply of alder, ash, beech, birch, cherry, chestnut, elm, eucalyptus, hickory, horse chestnut, lime, maple, oak, plane tree, poplar, aspen, robinia, tulipwood or walnut|m3
4412.34|Kayu lapis lainnya dengan lapisan luar selain konifera|Other plywood with at least one outer ply of non-coniferous wood|m3
4412.39|Kayu lapis lainnya, kedua lapisan luar konifera|Other plywood, with both outer plies of coniferous wood|m3
4412.41|Kayu vinir laminasi (LVL), lapisan luar kayu tropis|Laminated veneered lumber (LVL) with at least one outer ply of tropical wood|m3
4412.42|LVL lainnya, lapisan luar selain konifera|Other LVL with at least one outer ply of non-coniferous wood|m3
4412.49|LVL lainnya, kedua lapisan luar konifera|Other LVL, with both outer plies of coniferous wood|m3
4412.51|Papan blok (blockboard), lapisan luar kayu tropis|Blockboard, laminboard and battenboard with at least one outer ply of tropical wood|m3
4412.52|Papan blok lainnya, lapisan luar selain konifera|Other blockboard with at least one outer ply of non-coniferous wood|m3
4412.59|Papan blok lainnya, kedua lapisan luar konifera|Other blockboard, with both outer plies of coniferous wood|m3
4412.91|Panel berlapis lainnya, lapisan luar kayu tropis|Other laminated panels with at least one outer ply of tropical wood|m3
4412.92|Panel berlapis lainnya, lapisan luar selain konifera|Other laminated panels with at least one outer ply of non-coniferous wood|m3
4412.99|Panel berlapis lainnya|Other laminated panels|m3
4413|Kayu dipadatkan, dalam bentuk blok, pelat, bilah atau profil|Densified wood, in blocks, plates, strips or profile shapes|m3
4413.00|Kayu dipadatkan|Densified wood|m3
4414|Bingkai kayu untuk lukisan, foto, cermin atau benda semacamnya|Wooden frames for paintings, photographs, mirrors or similar objects|pcs
4414.10|Bingkai dari kayu tropis|Wooden frames of tropical wood|pcs
4414.90|Bingkai kayu lainnya|Other wooden frames|pcs
4415|Peti kemas, kotak, tromol kabel dan palet dari kayu|Packing cases, boxes, crates, drums, cable-drums and pallets of wood|pcs
4415.10|Peti, kotak, krat, tromol dan tromol kabel|Cases, boxes, crates, drums and similar packings; cable-drums|pcs
4415.20|Palet, palet kotak dan papan pemuat lainnya; pinggiran palet|Pallets, box pallets and other load boards; pallet collars|pcs
4416|Tong, barel, bak dan produk pembuat tong dari kayu|Casks, barrels, vats, tubs and other coopers' products of wood|pcs
4416.00|Tong, barel, bak dan bagiannya dari kayu|Casks, barrels, vats, tubs and parts thereof, of wood|pcs
4417|Perkakas, badan dan gagang perkakas, sapu atau sikat dari kayu|Tools, tool bodies, tool handles, broom or brush bodies and handles, of wood|pcs
4417.00|Perkakas, badan dan gagang perkakas dari kayu|Tools, tool bodies and handles, of wood|pcs
4418|Barang tukang kayu dan pertukangan untuk bangunan|Builders' joinery and carpentry of wood|pcs
4418.11|Jendela dan kusennya, dari kayu tropis|Windows, French windows and their frames, of tropical wood|pcs
4418.19|Jendela dan kusennya, dari kayu lainnya|Windows, French windows and their frames, of other wood|pcs
4418.21|Pintu dan kusennya, dari kayu tropis|Doors and their frames and thresholds, of tropical wood|pcs
4418.29|Pintu dan kusennya, dari kayu lainnya|Doors and their frames and thresholds, of other wood|pcs
4418.30|Tiang dan balok selain 4418.81–4418.89|Posts and beams other than products of subheadings 4418.81 to 4418.89|m3
4418.40|Papan cetakan beton|Shuttering for concrete constructional work|m3
4418.50|Sirap|Shingles and shakes|m3
4418.73|Panel lantai dari bambu|Assembled flooring panels of bamboo|m2
4418.74|Panel lantai mosaik lainnya|Other assembled flooring panels, for mosaic floors|m2
4418.75|Panel lantai multilapis lainnya|Other assembled flooring panels, multilayer|m2
4418.79|Panel lantai lainnya|Other assembled flooring panels|m2
4418.81|Kayu laminasi lem (glulam)|Glue-laminated timber (glulam)|m3
4418.82|Kayu laminasi silang (CLT)|Cross-laminated timber (CLT or X-lam)|m3
4418.83|Balok I|I beams|m3
4418.89|Kayu struktural rekayasa lainnya|Other engineered structural timber products|m3
4418.91|Barang pertukangan lainnya dari bambu|Other builders' joinery and carpentry, of bamboo|pcs
4418.92|Panel kayu berongga|Cellular wood panels|pcs
4418.99|Barang pertukangan bangunan lainnya|Other builders' joinery and carpentry|pcs
4419|Perlengkapan makan dan dapur dari kayu|Tableware and kitchenware, of wood|pcs
4419.11|Talenan roti, talenan dan papan semacamnya dari bambu|Bread boards, chopping boards and similar boards, of bamboo|pcs
4419.12|Sumpit dari bambu|Chopsticks of bamboo|pcs
4419.19|Perlengkapan makan dan dapur lainnya dari bambu|Other tableware and kitchenware of bamboo|pcs
4419.20|Perlengkapan makan dan dapur dari kayu tropis|Tableware and kitchenware of tropical wood|pcs
4419.90|Perlengkapan makan dan dapur dari kayu lainnya|Other tableware and kitchenware of wood|pcs
4420|Kayu marketeri dan tatahan; peti perhiasan; patung dan ornamen kayu|Wood marquetry and inlaid wood; caskets and cases; statuettes and other ornaments, of wood|pcs
4420.11|Patung dan ornamen lainnya dari kayu tropis|Statuettes and other ornaments, of tropical wood|pcs
4420.19|Patung dan ornamen lainnya dari kayu lainnya|Statuettes and other ornaments, of other wood|pcs
4420.90|Marketeri, peti perhiasan dan barang semacamnya|Wood marquetry, caskets, cases and similar articles|pcs
4421|Barang lainnya dari kayu|Other articles of wood|pcs
4421.10|Gantungan pakaian|Clothes hangers|pcs
4421.20|Peti mati|Coffins|pcs
4421.91|Barang lainnya dari bambu|Other articles of bamboo|pcs
4421.99|Barang lainnya dari kayu lainnya|Other articles of wood|pcs
9401|Tempat duduk dan bagiannya|Seats and parts thereof|pcs
9401.31|Tempat duduk putar dengan penyetel tinggi, dari kayu|Swivel seats with variable height adjustment, of wood|pcs
9401.41|Tempat duduk yang dapat diubah menjadi tempat tidur, dari kayu|Seats convertible into beds, of wood|pcs
9401.61|Tempat duduk berangka kayu, berjok|Seats with wooden frames, upholstered|pcs
9401.69|Tempat duduk berangka kayu lainnya|Other seats with wooden frames|pcs
9401.91|Bagian tempat duduk dari kayu|Parts of seats, of wood|pcs
9403|Perabotan lainnya dan bagiannya|Other furniture and parts thereof|pcs
9403.30|Perabotan kayu untuk kantor|Wooden furniture of a kind used in offices|pcs
9403.40|Perabotan kayu untuk dapur|Wooden furniture of a kind used in the kitchen|pcs
9403.50|Perabotan kayu untuk kamar tidur|Wooden furniture of a kind used in the bedroom|pcs
9403.60|Perabotan kayu lainnya|Other wooden furniture|pcs
9403.91|Bagian perabotan dari kayu|Parts of furniture, of wood|pcs
9406|Bangunan prafabrikasi|Prefabricated buildings|pcs
9406.10|Bangunan prafabrikasi dari kayu|Prefabricated buildings of wood|pcs
`;

export interface HsCodeSeed {
  code: string;
  description: string;
  descriptionEn: string;
  chapter: number;
  heading: string;
  vlegalRequired: boolean;
  exportProhibited: boolean;
  defaultUnitName: string;
  active: boolean;
}

/** Indonesia does not allow logs (heading 4403) to be exported. */
const PROHIBITED_HEADINGS = new Set(['4403']);

export const HS_CODES: readonly HsCodeSeed[] = HS_LINES.trim()
  .split('\n')
  .map((line) => {
    const [code = '', description = '', descriptionEn = '', defaultUnitName = ''] = line.split('|');
    const digits = code.replace(/\./g, '');
    const heading = digits.slice(0, 4);
    return {
      code,
      description,
      descriptionEn,
      chapter: Number(digits.slice(0, 2)),
      heading,
      vlegalRequired: true,
      exportProhibited: PROHIBITED_HEADINGS.has(heading),
      defaultUnitName,
      active: true,
    };
  });
