import { type ReactNode, useId, useState } from 'react';
import { FileTrigger, useLocale } from 'react-aria-components';
import { Button } from './Button.tsx';
import * as fieldStyles from './Field.css.ts';
import * as styles from './FileAttach.css.ts';
import { Image } from './Image.tsx';
import {
  type Attachment,
  base64ByteSize,
  checkFile,
  formatBytes,
  isImageType,
  MAX_ATTACHMENT_BYTES,
  readFileAsAttachment,
} from './logic/file.ts';
import { useUiStrings } from './UiStrings.tsx';

export type { Attachment } from './logic/file.ts';

export interface FileAttachProps {
  label: ReactNode;
  description?: ReactNode;
  /** An error from the form (e.g. required); the component shows its own size and type errors too. */
  errorMessage?: ReactNode;
  value: Attachment | null | undefined;
  onChange: (value: Attachment | null) => void;
  onBlur?: () => void;
  /** Only images; any other file is silently ignored (no error, nothing taken). */
  imageOnly?: boolean;
  /** Largest file taken, in bytes (default 2,600,000). */
  maxBytes?: number;
  isRequired?: boolean;
  isDisabled?: boolean;
  name?: string;
}

/**
 * Attach one image or PDF: reads it as base64 plus content type, refuses files above `maxBytes` with a
 * translated error, previews images (100 px high), shows the size derived from the base64 length,
 * and offers replace and remove.
 */
export function FileAttach({
  label,
  description,
  errorMessage,
  value,
  onChange,
  onBlur,
  imageOnly = false,
  maxBytes = MAX_ATTACHMENT_BYTES,
  isRequired,
  isDisabled,
}: FileAttachProps) {
  const strings = useUiStrings();
  const { locale } = useLocale();
  const [ownError, setOwnError] = useState<string | null>(null);
  const id = useId();
  const descriptionId = `${id}-description`;
  const errorId = `${id}-error`;
  const error = ownError ?? errorMessage;
  const hint = description ?? strings.fileTypesHint({ max: formatBytes(maxBytes, locale) });

  const take = async (files: FileList | null) => {
    const file = files?.[0];
    if (!file) return;
    const check = checkFile(file, { maxBytes, imageOnly });
    if (check === 'ignored') return;
    if (check === 'tooLarge') {
      setOwnError(strings.fileTooLarge({ max: formatBytes(maxBytes, locale) }));
      return;
    }
    if (check === 'wrongType') {
      setOwnError(strings.fileWrongType);
      return;
    }
    setOwnError(null);
    onChange(await readFileAsAttachment(file));
    onBlur?.();
  };

  const fileName = value?.name ?? (value ? (isImageType(value.contentType) ? 'image' : 'PDF') : '');
  const describedBy = [descriptionId, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <fieldset className={`${fieldStyles.field} ${styles.fieldset}`} aria-describedby={describedBy}>
      <legend className={`${fieldStyles.label} ${styles.legend}`}>
        {label}
        {isRequired ? (
          <span className={fieldStyles.requiredMark} aria-hidden="true">
            *
          </span>
        ) : null}
      </legend>
      <div className={styles.box} data-invalid={error ? true : undefined}>
        {value && isImageType(value.contentType) ? (
          <Image src={value} alt={strings.filePreview({ name: fileName })} />
        ) : null}
        <div className={styles.file}>
          {value ? (
            <>
              <span className={styles.fileName}>{fileName}</span>
              <span className={styles.muted}>
                {value.contentType}, {formatBytes(base64ByteSize(value.content), locale)}
              </span>
            </>
          ) : (
            <span className={styles.muted}>{strings.noFile}</span>
          )}
        </div>
        <div className={styles.buttons}>
          <FileTrigger
            acceptedFileTypes={imageOnly ? ['image/*'] : ['image/*', 'application/pdf']}
            onSelect={(files) => {
              void take(files);
            }}
          >
            <Button variant="outline" size="sm" isDisabled={isDisabled} aria-describedby={describedBy}>
              {value ? strings.replaceFile : strings.chooseFile}
            </Button>
          </FileTrigger>
          {value ? (
            <Button
              variant="ghost"
              intent="danger"
              size="sm"
              isDisabled={isDisabled}
              onPress={() => {
                setOwnError(null);
                onChange(null);
                onBlur?.();
              }}
            >
              {strings.removeFile}
            </Button>
          ) : null}
        </div>
      </div>
      <span id={descriptionId} className={fieldStyles.description}>
        {hint}
      </span>
      {error ? (
        <span id={errorId} className={fieldStyles.error} role="alert">
          {error}
        </span>
      ) : null}
    </fieldset>
  );
}
