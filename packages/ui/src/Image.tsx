import * as styles from './Image.css.ts';
import { type Attachment, attachmentUrl } from './logic/file.ts';

export interface ImageProps {
  /** A URL, or an attachment (base64 content + content type). */
  src: string | Pick<Attachment, 'content' | 'contentType'>;
  /** Describe the image; `''` only for a purely decorative one. */
  alt: string;
}

/** An image limited to 100 px height. */
export function Image({ src, alt }: ImageProps) {
  return <img className={styles.image} src={typeof src === 'string' ? src : attachmentUrl(src)} alt={alt} />;
}
