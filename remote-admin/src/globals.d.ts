declare const __VG_REMOTE_INTERFACE_VERSION__: string;
declare const __VG_APP_NAME__: string;
declare const __VG_APP_VERSION__: string;
declare const __VG_RELEASE_LABEL__: string;
