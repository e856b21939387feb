/**
 * Opens the system's file picker from the kit's `Button` inside it (react-aria's FileTrigger): for a file a
 * screen reads itself (an import), where `FileAttach` keeps an image or PDF as an attachment.
 */
export { FileTrigger, type FileTriggerProps } from 'react-aria-components';
