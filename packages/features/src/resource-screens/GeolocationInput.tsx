/**
 * A place typed as coordinates rather than GeoJSON (`InputKind` 'geolocation'): the latitude and longitude
 * of one point, or of a polygon's corners, added and removed row by row. The form holds a `PlaceValue`
 * (values.ts writes it as the GeoJSON the server takes); each problem shows on the input it is about, a
 * polygon's missing corners and the server's refusal under the field.
 */
import { Button } from '@vlegal/ui/Button';
import { FormTextField } from '@vlegal/ui/form/TextField';
import { RadioGroup } from '@vlegal/ui/RadioGroup';
import { getIn, useField, useFormikContext } from 'formik';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { emptyPlace, emptyPoint, isPlace, POLYGON_MIN, type Shape } from './geolocation.ts';
import * as styles from './GeolocationInput.css.ts';

export interface GeolocationInputProps {
  /** The formik field (holding a `PlaceValue`). */
  name: string;
  label: string;
  isRequired?: boolean | undefined;
}

export function GeolocationInput({ name, label, isRequired }: GeolocationInputProps) {
  const { t } = useTranslation();
  const [{ value }, meta, helpers] = useField<unknown>(name);
  const { submitCount } = useFormikContext();
  const id = useId();
  const place = isPlace(value) ? value : emptyPlace();
  // The field's own message (the server's) or the polygon's count; the inputs show theirs.
  const shown = Boolean(meta.touched) || submitCount > 0;
  const message = typeof meta.error === 'string' ? meta.error : getIn(meta.error, 'count');
  const error = shown && typeof message === 'string' ? message : undefined;
  const set = (points: typeof place.points, shape: Shape = place.shape) =>
    void helpers.setValue({ shape, points });
  const first = place.points[0] ?? emptyPoint();
  const axisLabel = (axis: 'latitude' | 'longitude') => t(`resources.geolocation.${axis}`);
  const input = (index: number, axis: 'latitude' | 'longitude', inRow: boolean) => (
    <FormTextField
      name={`${name}.points.${index}.${axis}`}
      label={
        inRow
          ? t('resources.geolocation.cornerField', { field: axisLabel(axis), number: index + 1 })
          : axisLabel(axis)
      }
      hideLabel={inRow}
      isRequired={isRequired}
    />
  );
  return (
    <fieldset className={styles.place} aria-describedby={error ? `${id}-hint ${id}-error` : `${id}-hint`}>
      <legend className={styles.legend}>
        {label}
        {isRequired ? (
          <span className={styles.requiredMark} aria-hidden="true">
            *
          </span>
        ) : null}
      </legend>
      <p id={`${id}-hint`} className={styles.hint}>
        {t('resources.geolocation.hint')}
      </p>
      <div className={styles.panel} data-invalid={error ? true : undefined}>
        <RadioGroup
          label={t('resources.geolocation.shape')}
          hideLabel
          orientation="horizontal"
          value={place.shape}
          onChange={(shape) =>
            shape === 'point'
              ? set([first], 'point')
              : // A polygon starts from the point typed, with room for its fewest corners.
                set([first, ...Array.from({ length: POLYGON_MIN - 1 }, emptyPoint)], 'polygon')
          }
          options={[
            { value: 'point', label: t('resources.geolocation.point') },
            { value: 'polygon', label: t('resources.geolocation.polygon') },
          ]}
        />
        {place.shape === 'point' ? (
          <div className={styles.pair}>
            {input(0, 'latitude', false)}
            {input(0, 'longitude', false)}
          </div>
        ) : (
          <>
            <fieldset aria-label={t('resources.geolocation.corners')} className={styles.corners}>
              {/* The columns' names for the eye; each input names its axis and corner itself. */}
              <div className={styles.row} aria-hidden="true">
                <span />
                <span className={styles.heading}>{axisLabel('latitude')}</span>
                <span className={styles.heading}>{axisLabel('longitude')}</span>
                <span />
              </div>
              {place.points.map((_, index) => (
                // Rows hold no state of their own: the inputs read formik by their index.
                // biome-ignore lint/suspicious/noArrayIndexKey: a corner is its place in the ring
                <div key={index} className={styles.row}>
                  <span className={styles.number} aria-hidden="true">
                    {t('resources.geolocation.corner', { number: index + 1 })}
                  </span>
                  {input(index, 'latitude', true)}
                  {input(index, 'longitude', true)}
                  <span className={styles.remove}>
                    <Button
                      size="sm"
                      variant="ghost"
                      intent="danger"
                      isDisabled={place.points.length <= 1}
                      aria-label={t('resources.geolocation.removeCorner', { number: index + 1 })}
                      onPress={() => set(place.points.filter((__, other) => other !== index))}
                    >
                      {t('resources.lines.remove')}
                    </Button>
                  </span>
                </div>
              ))}
            </fieldset>
            <div>
              <Button variant="outline" intent="neutral" onPress={() => set([...place.points, emptyPoint()])}>
                {t('resources.geolocation.addCorner')}
              </Button>
            </div>
          </>
        )}
      </div>
      {error ? (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
