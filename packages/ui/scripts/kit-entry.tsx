// The heavier parts of the ui kit (tables, dates, lookups, overlays), for `pnpm --filter @vlegal/ui size`.
import { createRoot } from 'react-dom/client';
import { ComboBox } from '../src/ComboBox.tsx';
import { DataTable, dataTableColumns } from '../src/DataTable.tsx';
import { DatePicker } from '../src/DateField.tsx';
import { Dialog } from '../src/Dialog.tsx';
import { NumberField } from '../src/NumberField.tsx';
import { ToastRegion } from '../src/Toast.tsx';
import { UiProvider } from '../src/UiProvider.tsx';

const col = dataTableColumns<{ id: string }>();
const columns = col.columns([col.accessor('id', { header: 'Id' })]);

createRoot(document.getElementById('root')!).render(
  <UiProvider>
    <DataTable caption="x" columns={columns} data={[]} getRowId={(r) => r.id} rowLabel={(r) => r.id} />
    <DatePicker label="Tanggal" />
    <ComboBox label="Cari" search={async () => []} />
    <NumberField label="Volume" decimals={4} />
    <Dialog title="x" isOpen={false}>
      x
    </Dialog>
    <ToastRegion />
  </UiProvider>,
);
