/**
 * A V-Legal as printed, shared by the PDF's tests and its benchmark: teak garden furniture from Jepara to
 * Hamburg, a FLEGT licence, published; the lines are each caller's own.
 */
import type { VlegalPrint } from '../../src/vlegal/document.ts';

export const SAMPLE_NUMBER = '26.00017-00045.003-ID-DE';
export const SAMPLE_CHECK_URL =
  'https://vlegal.example.id/vlegal-download/vlegal?token=Qm9nb3ItMjYuMDAwMTctMDAwNDUuMDAz';

/** Everything of the licence but its lines and their totals. */
export function sampleShipment(): Omit<VlegalPrint, 'lines' | 'totals'> {
  return {
    vlegalNumber: SAMPLE_NUMBER,
    applicationNumber: 'APP-2026-03-00045',
    applicationDate: '2026-03-10',
    status: 'PUBLISHED',
    issuingAuthority: {
      name: 'PT Mutuagung Lestari',
      address: 'Jl. Raya Bogor Km. 33,5 No. 19, Cimanggis, Depok 16953',
      code: 'LVLK-003-IDN',
    },
    exporter: {
      name: 'CV Jati Makmur Furniture',
      address: 'Jl. Raya Jepara-Kudus Km. 5, Tahunan, Jepara 59451',
      taxId: '01.234.567.8-516.000',
      etpikId: '06.ET-03.09.0123',
      provinceCode: '33',
      districtCode: '3320',
    },
    slkNumber: 'LVLK-003-IDN/0457/2024',
    importer: {
      name: 'Gartenmöbel Nord GmbH',
      address: 'Am Sandtorkai 12, 20457 Hamburg',
      countryIso: 'DE',
      countryName: 'Germany',
    },
    destination: { iso: 'DE', name: 'Germany', flegtPartner: true },
    portOfLoading: { code: 'IDSRG', name: 'Tanjung Emas, Semarang' },
    portOfDischarge: { code: 'DEHAM', name: 'Hamburg' },
    transport: { means: 'Sea', vesselName: 'MV Meratus Jayakarta', voyageNumber: '045W' },
    estimatedShipmentDate: '2026-03-20',
    invoice: { number: 'INV/JMF/2026/031', date: '2026-03-09' },
    packingListNumber: 'PL/JMF/2026/031',
    stuffingLocation: 'Gudang CV Jati Makmur, Tahunan, Jepara',
    currency: 'EUR',
    distinguishingMarks: 'Container MRTU 412345-6, seal ID 0098871; marks GNH HAMBURG 1-210',
    issue: { place: 'Depok', date: '2026-03-14', validUntil: '2026-07-13', signatory: 'Ir. Hendra Wijaya' },
    checkUrl: SAMPLE_CHECK_URL,
    barcode: '2603140004512',
  };
}
