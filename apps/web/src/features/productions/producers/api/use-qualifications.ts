import { useQuery } from "@tanstack/react-query";
import { api, data } from "#lib/api";
import { producerKeys } from "./producer-keys";

/** GET /v1/productions/qualifications: the tests, the qualifications held with their scores, and whether the caller is a producer (in probation or not). */
export function useQualifications() {
  return useQuery({
    queryKey: producerKeys.qualifications,
    queryFn: ({ signal }) => data(api.GET("/v1/productions/qualifications", { signal })),
  });
}
