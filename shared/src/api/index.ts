export { API_PREFIX, getApiBase, resolveApiBase } from './api-base';
export { ApiError, serverMessageOr } from './api-error';
export { apiRequest } from './api-request';
export { rawRequest } from './raw-request';
export { uploadWithProgress } from './upload-with-progress';
export { defaultQueryFn, queryKeyToUrl } from './default-query-fn';
export { downloadFile, fileNameOf, saveFile } from './download-file';
export {
  apiPath,
  apiQuery,
  apiQueryKey,
  callApi,
  callApiForFile,
  prepareCall,
  queryString,
  sendCall,
} from './call-api';
export type { ApiAnswer, ApiArgs, ApiData, ApiInput, PreparedCall } from './call-api';
