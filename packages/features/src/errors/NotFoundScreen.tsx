import { ErrorScreen } from './ErrorScreen.tsx';

export interface NotFoundScreenProps {
  homeHref: string;
}

/** Shown for any address the back-office does not know. */
export function NotFoundScreen({ homeHref }: NotFoundScreenProps) {
  return <ErrorScreen kind="notFound" homeHref={homeHref} />;
}
