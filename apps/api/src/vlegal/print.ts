/**
 * Reads one V-Legal as it is printed, sent to SILK and checked in public (`VlegalPrint`): the document, its
 * lines and every master they name, resolved in two queries.
 */
import { type Kysely, sql } from 'kysely';
import type { Config } from '../config.ts';
import type { VlegalPrint, VlegalStatus } from './document.ts';

// biome-ignore lint/suspicious/noExplicitAny: the print reads several tables in SQL
type AnyDB = Kysely<any>;

interface Header {
  id: number;
  vlegal_number: string | null;
  application_number: string;
  application_date: string;
  status: VlegalStatus;
  lvlk_name: string | null;
  slk_number: string | null;
  slk_full_code: string | null;
  exporter_name: string;
  exporter_tax_id: string;
  etpik_id: string | null;
  exporter_address: string | null;
  province_code: string | null;
  district_code: string | null;
  importer_name: string;
  importer_address: string | null;
  importer_country_iso: string;
  importer_country_name: string;
  destination_iso: string;
  destination_name: string;
  flegt_partner: boolean;
  loading_code: string;
  loading_name: string;
  discharge_code: string;
  discharge_name: string;
  transport_name: string;
  vessel_name: string | null;
  voyage_number: string | null;
  estimated_shipment_date: string;
  invoice_number: string;
  invoice_date: string;
  packing_list_number: string | null;
  stuffing_location: string | null;
  currency: string;
  distinguishing_marks: string | null;
  issue_date: string | null;
  valid_until: string | null;
  decided_by: string | null;
  token: string | null;
  barcode: string | null;
  total_volume_m3: string;
  total_net_weight_kg: string;
  total_units: string;
  total_value: string;
}

const addressOf = (alias: string) =>
  sql.raw(
    `nullif(concat_ws(', ', ${alias}.address_line1, ${alias}.address_line2, ${alias}.city, ${alias}.postal_code), '')`,
  );

/** The public check address of a licence's code (what its QR code carries). */
export const checkUrlOf = (config: Pick<Config, 'baseUrl'>, token: string) =>
  `${config.baseUrl}/vlegal-download/vlegal?token=${encodeURIComponent(token)}`;

/** The V-Legal `id` (or the one with check code `token`) as printed; null when there is none. */
export async function vlegalPrint(
  db: AnyDB,
  config: Pick<Config, 'baseUrl' | 'lvlkCode' | 'lvlkAddress'>,
  by: { id: number } | { token: string },
): Promise<(VlegalPrint & { id: number }) | null> {
  const where = 'id' in by ? sql`v.id = ${by.id}` : sql`v.token = ${by.token}`;
  const { rows } = await sql<Header>`
    SELECT v.id, v.vlegal_number, v.application_number, to_char(v.application_date, 'YYYY-MM-DD') AS application_date,
      v.status, s.lvlk_name, v.slk_number, s.full_code AS slk_full_code, c.name AS exporter_name,
      c.tax_id AS exporter_tax_id, nullif(c.etpik_id, '-') AS etpik_id, ${addressOf('ca')} AS exporter_address,
      p.code AS province_code, d.code AS district_code, b.name AS importer_name,
      ${addressOf('ba')} AS importer_address, bc.code AS importer_country_iso, bc.name AS importer_country_name,
      dc.code AS destination_iso, dc.name AS destination_name, dc.flegt_partner, pl.code AS loading_code,
      pl.name AS loading_name, pd.code AS discharge_code, pd.name AS discharge_name, t.name AS transport_name,
      v.vessel_name, v.voyage_number, to_char(v.estimated_shipment_date, 'YYYY-MM-DD') AS estimated_shipment_date,
      v.invoice_number, to_char(v.invoice_date, 'YYYY-MM-DD') AS invoice_date, v.packing_list_number,
      sa.name AS stuffing_location, cu.code AS currency, v.distinguishing_marks,
      to_char(v.issue_date, 'YYYY-MM-DD') AS issue_date, to_char(v.valid_until, 'YYYY-MM-DD') AS valid_until,
      v.decided_by, v.token, v.barcode, v.total_volume_m3, v.total_net_weight_kg, v.total_units, v.total_value
    FROM vlegal v
    JOIN business_unit u ON u.id = v.business_unit_id
    JOIN company c ON c.id = u.company_id
    LEFT JOIN address ca ON ca.id = c.address_id
    LEFT JOIN province p ON p.id = ca.province_id
    LEFT JOIN district d ON d.id = ca.district_id
    LEFT JOIN slk_certificate s ON s.id = u.slk_certificate_id
    JOIN buyer b ON b.id = v.buyer_id
    LEFT JOIN address ba ON ba.id = b.address_id
    JOIN country bc ON bc.id = b.country_id
    JOIN country dc ON dc.id = v.country_of_destination_id
    JOIN sea_port pl ON pl.id = v.port_of_loading_id
    JOIN sea_port pd ON pd.id = v.port_of_discharge_id
    JOIN transportation t ON t.id = v.transportation_id
    LEFT JOIN stuffing_address sa ON sa.id = v.stuffing_address_id
    JOIN currency cu ON cu.id = v.currency_id
    WHERE ${where}`.execute(db);
  const h = rows[0];
  if (!h) return null;
  const { rows: lines } = await sql<{
    line_no: number;
    commercial_description: string | null;
    hs_code: string | null;
    volume_m3: string;
    net_weight_kg: string;
    number_of_units: string;
    unit_name: string | null;
    value: string;
  }>`
    SELECT m.line_no, m.commercial_description, h.code AS hs_code, m.volume_m3, m.net_weight_kg, m.number_of_units,
      m.unit_name, m.value
    FROM vlegal_material m
    LEFT JOIN hs_code h ON h.id = m.hs_code_id
    WHERE m.vlegal_id = ${h.id}
    ORDER BY m.line_no, m.id`.execute(db);
  // Boxes 11-13: each line's species and their countries of harvest, pair by pair in the order kept.
  const { rows: harvest } = await sql<{
    line_no: number;
    scientific_name: string;
    trade_name: string | null;
    country: string;
  }>`
    SELECT m.line_no, n.scientific_name, n.trade_name, c.code AS country
    FROM vlegal_material m
    JOIN vlegal_material_country mc ON mc.vlegal_material_id = m.id
    JOIN scientific_name n ON n.id = mc.scientific_name_id
    JOIN country c ON c.id = mc.country_id
    WHERE m.vlegal_id = ${h.id}
    ORDER BY m.line_no, mc.sort_order, mc.id`.execute(db);
  const harvestOf = (lineNo: number) => harvest.filter((pair) => Number(pair.line_no) === lineNo);
  return {
    id: Number(h.id),
    vlegalNumber: h.vlegal_number,
    applicationNumber: h.application_number,
    applicationDate: h.application_date,
    status: h.status,
    issuingAuthority: {
      name: h.lvlk_name ?? '',
      address: config.lvlkAddress,
      code: config.lvlkCode,
    },
    exporter: {
      name: h.exporter_name,
      address: h.exporter_address ?? '',
      taxId: h.exporter_tax_id,
      etpikId: h.etpik_id,
      provinceCode: h.province_code,
      districtCode: h.district_code,
    },
    slkNumber: h.slk_number ?? h.slk_full_code ?? '',
    importer: {
      name: h.importer_name,
      address: h.importer_address ?? '',
      countryIso: h.importer_country_iso,
      countryName: h.importer_country_name,
    },
    destination: { iso: h.destination_iso, name: h.destination_name, flegtPartner: h.flegt_partner },
    portOfLoading: { code: h.loading_code, name: h.loading_name },
    portOfDischarge: { code: h.discharge_code, name: h.discharge_name },
    transport: { means: h.transport_name, vesselName: h.vessel_name, voyageNumber: h.voyage_number },
    estimatedShipmentDate: h.estimated_shipment_date,
    invoice: { number: h.invoice_number, date: h.invoice_date },
    packingListNumber: h.packing_list_number,
    stuffingLocation: h.stuffing_location,
    currency: h.currency,
    distinguishingMarks: h.distinguishing_marks,
    issue:
      h.issue_date && h.valid_until
        ? {
            place: config.lvlkAddress,
            date: h.issue_date,
            validUntil: h.valid_until,
            signatory: h.decided_by ?? '',
          }
        : null,
    checkUrl: h.token ? checkUrlOf(config, h.token) : null,
    barcode: h.barcode,
    lines: lines.map((line) => ({
      lineNo: Number(line.line_no),
      commercialDescription: line.commercial_description ?? '',
      hsCode: line.hs_code ?? '',
      species: harvestOf(Number(line.line_no)).map((pair) => ({
        scientificName: pair.scientific_name,
        commonName: pair.trade_name ?? '',
      })),
      countries: harvestOf(Number(line.line_no)).map((pair) => pair.country),
      volumeM3: String(line.volume_m3),
      netWeightKg: String(line.net_weight_kg),
      numberOfUnits: String(line.number_of_units),
      unitName: line.unit_name ?? '',
      value: String(line.value),
    })),
    totals: {
      volumeM3: String(h.total_volume_m3),
      netWeightKg: String(h.total_net_weight_kg),
      numberOfUnits: String(h.total_units),
      value: String(h.total_value),
    },
  };
}
