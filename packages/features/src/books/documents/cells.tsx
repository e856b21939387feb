/** Cells of the posted documents' lists and views: a receipt's party and item, and a document's status. */
import { Badge } from '@vlegal/ui/Badge';
import { Link } from '@vlegal/ui/Link';
import { useTranslation } from 'react-i18next';
import { ReferenceLabel } from '../../resource-screens/fields.tsx';
import type { ScreenConfig } from '../../resource-screens/screen-config.ts';
import { productScreen, rawMaterialScreen, subConScreen, supplierScreen } from '../configs/index.ts';
import { documentHrefs } from './paths.ts';

type CellProps = {
  row: {
    supplierId?: number | null;
    subConId?: number | null;
    rawMaterialId?: number | null;
    productId?: number | null;
    status?: string;
  };
  screen: ScreenConfig;
};

const idOf = (value: unknown) => (typeof value === 'number' ? value : undefined);

/** The certificate a receipt was checked against, by its number as it stood when the receipt was posted. */
export function CertificateCell({ row }: { row: { supplierCertificateNumber?: string | null } }) {
  const { t } = useTranslation();
  return <>{row.supplierCertificateNumber ?? t('resources.view.none')}</>;
}

/** The supplier or the sub-contractor a receipt came from, named as such. */
export function PartyCell({ row }: CellProps) {
  const { t } = useTranslation();
  const supplier = idOf(row.supplierId);
  const subCon = idOf(row.subConId);
  if (supplier !== undefined) return <ReferenceLabel target={supplierScreen} id={supplier} />;
  if (subCon === undefined) return <>{t('resources.view.none')}</>;
  return (
    <>
      <ReferenceLabel target={subConScreen} id={subCon} /> ({t('resources.subCon.name')})
    </>
  );
}

/** The raw material or product received. */
export function ReceiptItemCell({ row }: CellProps) {
  const { t } = useTranslation();
  const rawMaterial = idOf(row.rawMaterialId);
  const product = idOf(row.productId);
  if (rawMaterial !== undefined) return <ReferenceLabel target={rawMaterialScreen} id={rawMaterial} />;
  if (product !== undefined) return <ReferenceLabel target={productScreen} id={product} />;
  return <>{t('resources.view.none')}</>;
}

/** A posted document's status, posted or cancelled, as a badge in the words of its screen. */
export function PostingStatusBadge({ row, screen }: CellProps) {
  const { t } = useTranslation();
  const status = String(row.status);
  return (
    <Badge intent={status === 'POSTED' ? 'success' : 'neutral'}>
      {t(`resources.${screen.resource.key}.values.status.${status}`)}
    </Badge>
  );
}

/** The sale a line belongs to, leading to it (a line is changed with its sale). */
export function SaleOfLineCell({
  row,
  screen,
}: {
  row: { localSalesId?: number | null };
  screen: ScreenConfig;
}) {
  const sale = idOf(row.localSalesId);
  const target = screen.targets.localSalesId;
  if (sale === undefined || !target) return null;
  return (
    <Link href={documentHrefs('localSales', 'unit').view(sale)}>
      <ReferenceLabel target={target} id={sale} />
    </Link>
  );
}

/**
 * The stock a transfer entered: its name, or, when it went to another unit of the company, that unit (whose
 * stock that unit keeps to itself).
 */
export function TransferTargetStockCell({
  row,
  screen,
}: {
  row: { businessUnitId?: number | null; toBusinessUnitId?: number | null; toStockId?: number | null };
  screen: ScreenConfig;
}) {
  const { t } = useTranslation();
  const stock = idOf(row.toStockId);
  const unit = idOf(row.toBusinessUnitId);
  const units = screen.targets.toBusinessUnitId;
  const stocks = screen.targets.toStockId;
  if (unit !== undefined && unit !== row.businessUnitId && units)
    return (
      <>
        {t('transfer.heldThere')} <ReferenceLabel target={units} id={unit} />
      </>
    );
  if (stock === undefined || !stocks) return <>{t('resources.view.none')}</>;
  return <ReferenceLabel target={stocks} id={stock} />;
}
