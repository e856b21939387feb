import { onePagePdf } from '../src/seed/demo-documents.ts';

// Real files: the server parses what it stores (a one-page PDF, a 1×1 PNG).
const PDF = onePagePdf('S-LK 001');
const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

export const files = { PDF, PNG };

/** A complete, valid registration (the three wizard tabs). */
export function registration(login: string, email = `${login}@example.co.id`) {
  return {
    login,
    email,
    password: 'Kayu-Jati-2026!',
    langKey: 'en',
    company: {
      name: `PT ${login} Mebel`,
      companyRegistry: '9120001234567',
      taxId: '01.234.567.8-912.000',
      signatureImage: PNG,
      signatureImageContentType: 'image/png',
    },
    employee: {
      name: 'Budi Santoso',
      identificationId: '3320012345678901',
      taxId: '09.876.543.2-512.000',
      jobPosition: 'Direktur',
    },
    businessUnit: { code: `${login.slice(0, 8).toUpperCase()}-01`, name: 'Pabrik Utama' },
    businessPermit: { code: 'NIB-0220001234567', validDate: '2025-01-15' },
    slkCertificate: {
      code: 'SLK-001',
      fullCode: 'LVLK-002-IDN/SLK/001/2025',
      lvlkName: 'Lembaga Verifikasi Legalitas Kayu',
      slkType: 'EXPORTER_PRODUCE',
      expiredDate: '2029-12-31',
      certificateFile: PDF,
      certificateFileContentType: 'application/pdf',
    },
  };
}
