import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '@vlegal/ui/Button';
import { Stack } from '@vlegal/ui/Layout';
import { Form, Formik } from 'formik';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import * as yup from 'yup';
import { decimalSeparatorOf } from '../i18n/format.ts';
import { screenParameters, withTexts } from '../i18n/stories.tsx';
import { GeolocationInput } from './GeolocationInput.tsx';
import { fieldRule } from './schema.ts';
import type { Field } from './screen-config.ts';
import { toBody, toFormValues } from './values.ts';

const FIELD: Field = { name: 'harvestGeolocation', kind: 'string', required: false, input: 'geolocation' };

interface PlaceFormProps {
  /** The stored value, GeoJSON text, or null. */
  stored: string | null;
  /** The body the form would send. */
  onSubmit: (body: Record<string, unknown>) => void;
}

/** The field in a form of its own, validated and sent as the generic form does. */
function PlaceForm({ stored, onSubmit }: PlaceFormProps) {
  const { t, i18n } = useTranslation();
  const schema = useMemo(() => yup.object({ [FIELD.name]: fieldRule(FIELD, t) }), [t]);
  return (
    <div style={{ padding: 24, maxWidth: 960 }}>
      <Formik
        initialValues={toFormValues(
          [FIELD],
          { id: 1, [FIELD.name]: stored },
          decimalSeparatorOf(i18n.language),
        )}
        validationSchema={schema}
        onSubmit={(values) => onSubmit(toBody([FIELD], values))}
      >
        <Form noValidate aria-label={t('resources.importMaterial.name')}>
          <Stack gap="lg">
            <GeolocationInput
              name={FIELD.name}
              label={t('resources.importMaterial.fields.harvestGeolocation')}
            />
            <div>
              <Button type="submit">{t('resources.form.save')}</Button>
            </div>
          </Stack>
        </Form>
      </Formik>
    </div>
  );
}

/** A harvest location typed as coordinates: one point, or the corners of a plot; GeoJSON for the server. */
const meta = {
  title: 'features/resource-screens/GeolocationInput',
  component: PlaceForm,
  decorators: [withTexts],
  args: { stored: null, onSubmit: fn() },
  parameters: screenParameters,
} satisfies Meta<typeof PlaceForm>;
export default meta;
type Story = StoryObj<typeof meta>;

type Screen = ReturnType<typeof within>;

const typeInto = async (screen: Screen, name: string | RegExp, text: string) => {
  const box = screen.getByRole('textbox', { name });
  await userEvent.clear(box);
  await userEvent.type(box, text);
};

/** A point is a latitude and a longitude; the server gets them longitude first. */
export const Point: Story = {
  play: async ({ canvasElement, args }) => {
    const screen = within(canvasElement);
    const place = screen.getByRole('group', { name: 'Lokasi tebangan' });
    await expect(place).toHaveAccessibleDescription(/Koordinat WGS 84/);
    await expect(within(place).getByRole('radio', { name: 'Satu titik' })).toBeChecked();
    await typeInto(screen, 'Lintang', '-6,59');
    await typeInto(screen, 'Bujur', '110,67');
    await userEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        harvestGeolocation: '{"type":"Point","coordinates":[110.67,-6.59]}',
      }),
    );
  },
};

/** A stored plot shows in the same inputs, a row per corner, its numbers as the reader writes them. */
export const StoredPlot: Story = {
  args: {
    stored: '{"type":"Polygon","coordinates":[[[110.6,-6.5],[110.7,-6.5],[110.7,-6.62],[110.6,-6.5]]]}',
  },
  play: async ({ canvasElement, args }) => {
    const screen = within(canvasElement);
    await expect(screen.getByRole('radio', { name: 'Batas lahan (poligon)' })).toBeChecked();
    const corners = screen.getByRole('group', { name: 'Sudut batas lahan' });
    await expect(within(corners).getAllByRole('textbox')).toHaveLength(6);
    await expect(screen.getByRole('textbox', { name: 'Lintang sudut 3' })).toHaveValue('-6,62');
    await expect(screen.getByRole('textbox', { name: 'Bujur sudut 3' })).toHaveValue('110,7');
    // Sent back unchanged: the ring closed again on its first corner.
    await userEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ harvestGeolocation: args.stored }));
  },
};

/** Each wrong input says what is wrong, and a plot of two corners is refused under the field. */
export const PlotRefusedInPlace: Story = {
  play: async ({ canvasElement, args }) => {
    const screen = within(canvasElement);
    await userEvent.click(screen.getByRole('radio', { name: 'Batas lahan (poligon)' }));
    await typeInto(screen, 'Lintang sudut 1', '-96,5');
    await typeInto(screen, 'Bujur sudut 1', '110,6');
    await typeInto(screen, 'Lintang sudut 2', '-6,5');
    await typeInto(screen, 'Bujur sudut 2', 'timur');
    await userEvent.click(screen.getByRole('button', { name: 'Hapus sudut 3' }));
    await expect(screen.queryByRole('textbox', { name: 'Lintang sudut 3' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    const place = screen.getByRole('group', { name: 'Lokasi tebangan' });
    await waitFor(() =>
      expect(place).toHaveAccessibleDescription(/Batas lahan memerlukan paling sedikit 3 sudut\./),
    );
    await expect(screen.getByRole('textbox', { name: 'Lintang sudut 1' })).toHaveAccessibleDescription(
      'Lintang harus antara -90 dan 90.',
    );
    await expect(screen.getByRole('textbox', { name: 'Bujur sudut 2' })).toHaveAccessibleDescription(
      'Harus berupa angka.',
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A third corner added and filled: the plot goes, closed on its first corner. */
export const PlotOfThreeCorners: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement, args }) => {
    const screen = within(canvasElement);
    await userEvent.click(screen.getByRole('radio', { name: 'Batas lahan (poligon)' }));
    await userEvent.click(screen.getByRole('button', { name: 'Hapus sudut 3' }));
    await userEvent.click(screen.getByRole('button', { name: 'Tambah sudut' }));
    const corners: [string, string][] = [
      ['-6,5', '110,6'],
      ['-6,5', '110,7'],
      ['-6,6', '110,7'],
    ];
    for (const [index, [latitude, longitude]] of corners.entries()) {
      await typeInto(screen, `Lintang sudut ${index + 1}`, latitude);
      await typeInto(screen, `Bujur sudut ${index + 1}`, longitude);
    }
    await userEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        harvestGeolocation:
          '{"type":"Polygon","coordinates":[[[110.6,-6.5],[110.7,-6.5],[110.7,-6.6],[110.6,-6.5]]]}',
      }),
    );
  },
};

export const PointInEnglish: Story = {
  globals: { locale: 'en' },
  args: { stored: '{"type":"Point","coordinates":[110.67,-6.59]}' },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(screen.getByRole('group', { name: 'Harvest location' })).toBeVisible();
    await expect(screen.getByRole('textbox', { name: 'Latitude' })).toHaveValue('-6.59');
    await expect(screen.getByRole('textbox', { name: 'Longitude' })).toHaveValue('110.67');
    await typeInto(screen, 'Latitude', '91');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await expect(await screen.findByText('The latitude is between -90 and 90.')).toBeVisible();
  },
};
