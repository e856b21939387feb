import type { Selectable } from 'kysely';
import type {
  BusinessPermitTable,
  BusinessUnitTable,
  CompanyTable,
  EmployeeTable,
  SlkCertificateTable,
} from '../db/schema.ts';

export function companyView(r: Selectable<CompanyTable>) {
  return {
    id: r.id,
    name: r.name,
    companyRegistry: r.company_registry,
    taxId: r.tax_id,
    taxIdx: r.tax_idx,
    etpikId: r.etpik_id,
    signatureImage: r.signature_image,
    signatureImageContentType: r.signature_image_content_type,
    active: r.active,
    legalForm: r.legal_form,
    addressId: r.address_id,
  };
}

export function businessUnitView(r: Selectable<BusinessUnitTable>) {
  return {
    id: r.id,
    code: r.code,
    name: r.name,
    active: r.active,
    adminLocked: r.admin_locked,
    transLocked: r.trans_locked,
    addressId: r.address_id,
    slkCertificateId: r.slk_certificate_id,
    companyId: r.company_id,
  };
}

export function employeeView(r: Selectable<EmployeeTable>) {
  return {
    id: r.id,
    name: r.name,
    identificationId: r.identification_id,
    taxId: r.tax_id,
    jobPosition: r.job_position,
    photo: r.photo,
    photoContentType: r.photo_content_type,
    signatureImage: r.signature_image,
    signatureImageContentType: r.signature_image_content_type,
    email: r.email,
    phone: r.phone,
    userId: r.user_id,
    businessUnitId: r.business_unit_id,
    active: r.active,
  };
}

export function businessPermitView(r: Selectable<BusinessPermitTable>) {
  return {
    id: r.id,
    code: r.code,
    validDate: r.valid_date,
    expiredDate: r.expired_date,
    businessPermitTypeId: r.business_permit_type_id,
    issuer: r.issuer,
    fileAttachment: r.file_attachment,
    fileAttachmentContentType: r.file_attachment_content_type,
    businessUnitId: r.business_unit_id,
    active: r.active,
  };
}

export function slkCertificateView(r: Selectable<SlkCertificateTable>) {
  return {
    id: r.id,
    code: r.code,
    fullCode: r.full_code,
    lvlkName: r.lvlk_name,
    slkType: r.slk_type,
    industrialScopeId: r.industrial_scope_id,
    initialDate: r.initial_date,
    surveillancePeriod: r.surveillance_period,
    nextSurveillance: r.next_surveillance,
    expiredDate: r.expired_date,
    certificateFile: r.certificate_file,
    certificateFileContentType: r.certificate_file_content_type,
    status: r.status,
  };
}
