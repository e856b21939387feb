/** Every user-facing text of the ui primitives. The app passes its translations; ui holds no i18n library. */
export interface UiStrings {
  loading: string;
  close: string;
  dismiss: string;
  cancel: string;
  confirm: string;
  showPassword: string;
  hidePassword: string;
  /** "Showing X - Y of Z items". */
  itemCount: (p: { first: number; last: number; total: number }) => string;
  /** "Showing X - Y of about Z items": the server only estimated the total of a very long list. */
  itemCountEstimated: (p: { first: number; last: number; total: number }) => string;
  pagination: string;
  previousPage: string;
  nextPage: string;
  page: (p: { page: number }) => string;
  pageSize: string;
  chooseFile: string;
  replaceFile: string;
  removeFile: string;
  noFile: string;
  fileTooLarge: (p: { max: string }) => string;
  fileWrongType: string;
  fileTypesHint: (p: { max: string }) => string;
  filePreview: (p: { name: string }) => string;
  actions: string;
  view: string;
  edit: string;
  delete: string;
  selectRow: (p: { row: string }) => string;
  selectAllRows: string;
  tableEmpty: string;
  tableError: string;
  retry: string;
  sortPriority: (p: { priority: number }) => string;
  noResults: string;
  searching: string;
  previous: string;
  next: string;
  finish: string;
  stepOf: (p: { step: number; total: number }) => string;
  stepCompleted: string;
  tourStop: string;
  tourBack: string;
  tourNext: string;
  tourFinish: string;
  openNavigation: string;
  closeNavigation: string;
  pinNavigation: string;
  navigation: string;
  breadcrumbs: string;
  sortedAscending: string;
  sortedDescending: string;
}
