declare const __VG_CONTRACT_VERSION__: string;
declare const __VG_APP_NAME__: string;
declare const __VG_APP_VERSION__: string;
declare const __VG_RELEASE_LABEL__: string;
