/**
 * The server's API as TypeScript types, generated from its /openapi.json (the contract's schemas
 * as the routes use them) by `npm run api-types`; do not edit. apps/web/src/lib/api.ts types its
 * client with it, so a changed contract fails the web app's type check. api-types.test.ts fails
 * while this file is not what the server's contract makes.
 */
export interface paths {
    "/v1/admin/models": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The local neural models in MODELS_DIR with their status (Vocable; instance operators) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["LocalModelList"];
                    };
                };
                /** @description Missing or invalid API key / session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Not an instance operator (ADMIN_EMAILS) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        put?: never;
        /** Install a sherpa-onnx model archive: checked, unpacked, loaded once in a separate process, then used (Vocable; instance operators) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "multipart/form-data": {
                        /**
                         * Format: binary
                         * @description A sherpa-onnx model archive: .tar.bz2, .tar.gz or .tgz
                         */
                        file: string;
                        /** @description Folder name in MODELS_DIR (lower-case letters, digits, . _ -); default from the archive */
                        model_id?: string;
                        /** @description The archive's SHA-256 (hex), checked before anything is unpacked */
                        sha256?: string;
                    };
                };
            };
            responses: {
                /** @description The model as installed: ok, or broken with the reason */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["LocalModelInfo"];
                    };
                };
                /** @description Not an archive, a wrong checksum, an id already taken */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Missing or invalid API key / session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Not an instance operator (ADMIN_EMAILS) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description The archive is larger than MAX_UPLOAD_BYTES */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Not a multipart form */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/admin/models/{model_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove a local model: its engine stops and its voices leave the voice list (Vocable; instance operators) */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    model_id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["StatusOk"];
                    };
                };
                /** @description Missing or invalid API key / session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Not an instance operator (ADMIN_EMAILS) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/admin/plan-requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The open plan requests, oldest first, keyset-paginated, with each workspace and who asked (instance operators) */
        get: {
            parameters: {
                query?: {
                    page_size?: number;
                    page_token?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AdminPlanRequestList"];
                    };
                };
                /** @description Missing or invalid API key / session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Not an instance operator (or an API key: this call needs a session) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/admin/plan-requests/{plan_request_id}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Approve a plan request: the plan is applied as a self-service change would be, with its invoice; the member is e-mailed (instance operators) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    plan_request_id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["PlanRequest"];
                    };
                };
                /** @description The request's promo code expired or was used up */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Missing or invalid API key / session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Not an instance operator (or an API key: this call needs a session) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description The request was decided or withdrawn already (plan_request_closed), or no longer applies to the workspace's plan */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/admin/plan-requests/{plan_request_id}/deny": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Deny a plan request with an optional reason the member sees; the member is e-mailed (instance operators) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    plan_request_id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["DenyPlanRequestRequest"];
                };
            };
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["PlanRequest"];
                    };
                };
                /** @description The request's promo code expired or was used up */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Missing or invalid API key / session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Not an instance operator (or an API key: this call needs a session) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description The request was decided or withdrawn already (plan_request_closed), or no longer applies to the workspace's plan */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/admin/producers/{user_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** An operator makes a user a producer (or not), sets probation and grants qualifications */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    user_id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["SetProducerBody"];
                };
            };
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ProducerStatus"];
                    };
                };
                /** @description Missing or invalid API key / session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/admin/productions/payouts/{payout_id}/paid": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** An operator records a pending payout as paid (local provider) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    payout_id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ProductionPayout"];
                    };
                };
                /** @description Missing or invalid API key / session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/admin/promo-codes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The promo codes with their terms and redemptions (instance operators; at most 1,000) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            promo_codes: components["schemas"]["PromoCode"][];
                        };
                    };
                };
                /** @description Missing or invalid API key / session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Not an instance operator (or an API key: this call needs a session) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        put?: never;
        /** Make a promo code: percent_off or amount_off (with currency) off each invoice for duration_in_months (instance operators) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["CreatePromoCodeRequest"];
                };
            };
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["PromoCode"];
                    };
                };
                /** @description Missing or invalid API key / session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Not an instance operator (or an API key: this call needs a session) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description The code exists */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/admin/voices/{voice_id}/safety-control": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Put a voice under CAPTCHA or BAN, or lift it (instance operators: ADMIN_EMAILS, signed in) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    voice_id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["SetVoiceSafetyControlRequest"];
                };
            };
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["VoiceSafetyControlResponse"];
                    };
                };
                /** @description Missing or invalid API key / session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/admin/voices/{voice_id}/verification": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Grant or withdraw a voice's verification by hand, after a manual verification request (instance operators) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    voice_id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["SetVoiceVerificationRequest"];
                };
            };
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["VoiceVerificationResponse"];
                    };
                };
                /** @description Missing or invalid API key / session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/admin/workspaces/{workspace_id}/feature-flags": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Set or clear a workspace's own feature flags (instance operators: ADMIN_EMAILS, signed in) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    workspace_id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["SetWorkspaceFeatureFlagsRequest"];
                };
            };
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["WorkspaceFeatureFlagsResponse"];
                    };
                };
                /** @description Missing or invalid API key / session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Not an instance operator */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/admin/workspaces/{workspace_id}/plan": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Put a workspace on a tier, with custom max_seats on trial and enterprise (instance operators: ADMIN_EMAILS, signed in) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    workspace_id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["SetWorkspacePlanRequest"];
                };
            };
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["WorkspacePlan"];
                    };
                };
                /** @description max_seats on a tier other than trial and enterprise */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Missing or invalid API key / session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Not an instance operator (or an API key: this call needs a session) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/admin/workspaces/{workspace_id}/promo-offer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Offer a promo code to a workspace: its members see the promo dialog (instance operators) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    workspace_id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["PromoOfferRequest"];
                };
            };
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["StatusOk"];
                    };
                };
                /** @description No such code */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Missing or invalid API key / session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Not an instance operator (or an API key: this call needs a session) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/analytics/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Record first-party product events from the app's own pages (session optional) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["AnalyticsEventsRequest"];
                };
            };
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AnalyticsEventsResponse"];
                    };
                };
                /** @description A server-only event id */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Sent from another site */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Too many requests */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/audio-effects/catalog": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What audio_effects may name (audioEffects.getCatalog): empty, since no installed engine applies audio effects */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AudioEffectsCatalogResponseModel"];
                    };
                };
                /** @description Missing or invalid API key / session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/audio-isolation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Remove background noise from audio (audioIsolation.convert), answered as MP3 44.1 kHz 128 kbps. Vocable's installed engine is RNNoise noise suppression: steady background noise goes, music and other voices stay. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "multipart/form-data": {
                        /**
                         * Format: binary
                         * @description The audio to clean
                         */
                        audio: string;
                        /** @enum {string} */
                        file_format?: "pcm_s16le_16" | "other";
                    };
                };
            };
            responses: {
                /** @description The cleaned audio */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "audio/mpeg": string;
                    };
                };
                /** @description Not accepted audio (type, damaged, cut short, too long) */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Missing or invalid API key / session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description The file is larger than MAX_UPLOAD_BYTES */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Not a multipart form */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
                /** @description No noise-suppression engine is installed */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/audio-isolation/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Past audio isolations (audioIsolation.list): always empty, since the cleaned audio is answered and not kept */
        get: {
            parameters: {
                query?: {
                    page?: number | null;
                    page_size?: number;
                    search?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["GetAudioIsolationHistoryResponseModel"];
                    };
                };
                /** @description Missing or invalid API key / session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/audio-isolation/history/{history_item_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete a past audio isolation (audioIsolation.delete): none is kept, so every id is 404 */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    history_item_id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["StatusOk"];
                    };
                };
                /** @description Missing or invalid API key / session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/audio-isolation/stream": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Remove background noise from audio, streamed as it is encoded (audioIsolation.stream). Vocable's installed engine is RNNoise noise suppression: steady background noise goes, music and other voices stay. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "multipart/form-data": {
                        /**
                         * Format: binary
                         * @description The audio to clean
                         */
                        audio: string;
                        /** @enum {string} */
                        file_format?: "pcm_s16le_16" | "other";
                    };
                };
            };
            responses: {
                /** @description The cleaned audio, streamed */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "audio/mpeg": string;
                    };
                };
                /** @description Not accepted audio (type, damaged, cut short, too long) */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Missing or invalid API key / session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description The file is larger than MAX_UPLOAD_BYTES */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Not a multipart form */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
                /** @description No noise-suppression engine is installed */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/audio-native": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The workspace's Audio Native projects, newest first (Vocable's; keyset pages) */
        get: {
            parameters: {
                query?: {
                    cursor?: string;
                    page_size?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AudioNativeProjectList"];
                    };
                };
                /** @description Missing or invalid API key / session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        put?: never;
        /** Create an Audio Native project from a .txt or HTML article, optionally converting it (audioNative.create); answers the player's embeddable snippet. The conversion is a job: the article (title, author, text) is spoken by the text-to-speech path as the member who asked, charged as their text to speech. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "multipart/form-data": {
                        /** @enum {string} */
                        apply_text_normalization?: "auto" | "on" | "off" | "apply_english";
                        /** @description Spoken after the title, and shown in the player */
                        author?: string;
                        /** @enum {string} */
                        auto_convert?: "true" | "false";
                        background_color?: string;
                        /**
                         * Format: binary
                         * @description The article: a .txt file (UTF-8) or an HTML page; scripts, styles and navigation are left out
                         */
                        file?: string;
                        image?: string;
                        model_id?: string;
                        name: string;
                        /** @description One JSON locator per field */
                        pronunciation_dictionary_locators?: string[];
                        /** @description Minutes a listener's place in the audio is kept across reloads of the page (0: not kept) */
                        sessionization?: string;
                        /** @enum {string} */
                        small?: "true" | "false";
                        text_color?: string;
                        /** @description Spoken first, and shown in the player; the project's name when absent */
                        title?: string;
                        voice_id?: string;
                    };
                };
            };
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AudioNativeCreateProjectResponseModel"];
                    };
                };
                /** @description Not an article (not UTF-8 text or HTML, nothing readable, too long), an unknown model, or an option that needs another */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Missing or invalid API key / session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Only the project's creator and the workspace's admins change it */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description The file is larger than MAX_UPLOAD_BYTES */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/audio-native/{project_id}/content": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Replace the article, optionally converting and publishing it (audioNative.update). The conversion is a job: the article (title, author, text) is spoken by the text-to-speech path as the member who asked, charged as their text to speech. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    project_id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "multipart/form-data": {
                        /** @enum {string} */
                        auto_convert?: "true" | "false";
                        /**
                         * @description Publish the new audio as soon as it is converted (else the player keeps the previous audio)
                         * @enum {string}
                         */
                        auto_publish?: "true" | "false";
                        /**
                         * Format: binary
                         * @description The new article: .txt (UTF-8) or HTML
                         */
                        file?: string;
                    };
                };
            };
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AudioNativeEditContentResponseModel"];
                    };
                };
                /** @description Not an article (not UTF-8 text or HTML, nothing readable, too long), an unknown model, or an option that needs another */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Missing or invalid API key / session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Only the project's creator and the workspace's admins change it */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description The file is larger than MAX_UPLOAD_BYTES */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/audio-native/{project_id}/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The player's settings and the published snapshot (audioNative.getSettings) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    project_id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["GetAudioNativeProjectSettingsResponseModel"];
                    };
                };
                /** @description Missing or invalid API key / session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        put?: never;
        /** Change the player's settings and the page that embeds it (Vocable's; the pinned SDK has no such call) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    project_id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["AudioNativeSettingsUpdate"];
                };
            };
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["GetAudioNativeProjectSettingsResponseModel"];
                    };
                };
                /** @description Not an article (not UTF-8 text or HTML, nothing readable, too long), an unknown model, or an option that needs another */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Missing or invalid API key / session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Only the project's creator and the workspace's admins change it */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description The file is larger than MAX_UPLOAD_BYTES */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/audio-native/content": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Read the article of the page a project is embedded in (its page_url), then convert and publish it (audioNative.updateContentFromUrl). The page is fetched from public addresses only, without redirects; nothing in it is run */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["BodyUpdateAudioNativeContentFromUrlV1AudioNativeContentPost"];
                };
            };
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AudioNativeEditContentResponseModel"];
                    };
                };
                /** @description Not an article (not UTF-8 text or HTML, nothing readable, too long), an unknown model, or an option that needs another */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Missing or invalid API key / session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Only the project's creator and the workspace's admins change it */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description The file is larger than MAX_UPLOAD_BYTES */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/audio/speech": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** OpenAI's speech API (audio.speech.create): the audio streams as it is made; charged and kept in the history like text to speech */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["OpenAiSpeechRequest"];
                };
            };
            responses: {
                /** @description Audio in the response_format; with `stream_format: "sse"`, server-sent events instead: `speech.audio.delta` (the next audio bytes in base64), then `speech.audio.done` (its usage is 0 tokens: Vocable charges characters, see `character-cost`), or an `error` event if the server had to stop. `x-vocable-ignored-instructions` (percent-encoded) names the `instructions` the engines did not apply: all of them, as none takes speaking instructions */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "audio/mpeg": string;
                        "text/event-stream": components["schemas"]["OpenAiSpeechStreamEvent"];
                    };
                };
                /** @description Unknown voice or model, or a format the server does not make */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Missing or invalid API key / session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
                /** @description The speech engines are busy */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/audio/transcriptions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** OpenAI's transcription API (audio.transcriptions.create): json, text, srt, verbose_json (words and segments) or vtt, or with stream=true (json and text) server-sent events; kept as a transcript */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "multipart/form-data": {
                        /** Format: binary */
                        file: string;
                        language?: string;
                        model: string;
                        /** @description Accepted and not used by the installed recognisers */
                        prompt?: string;
                        /** @enum {string} */
                        response_format?: "json" | "text" | "srt" | "verbose_json" | "vtt";
                        /** @description true: transcript.text.delta and transcript.text.done server-sent events (json and text formats) */
                        stream?: string;
                        temperature?: string;
                        "timestamp_granularities[]"?: string;
                    };
                };
            };
            responses: {
                /** @description The transcription in the response_format; with stream=true, server-sent events: `transcript.text.delta` (the text segment by segment, sent when the transcript is complete), then `transcript.text.done` with the whole text, or an `error` event if the recogniser failed */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OpenAiTranscription"] | components["schemas"]["OpenAiVerboseTranscription"];
                        "text/event-stream": components["schemas"]["OpenAiTranscriptionStreamEvent"];
                        "text/plain": string;
                    };
                };
                /** @description Not accepted audio, a model or language nothing installed recognises, or stream=true with a response_format other than json or text */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Missing or invalid API key / session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description The file is larger than MAX_UPLOAD_BYTES */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Not a multipart form */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
                /** @description The recogniser failed */
                502: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description No speech recognition engine is installed */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/billing/apply-discount": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Put a promo code's discount on the running subscription */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["ApplyDiscountRequest"];
                };
            };
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["StatusOk"];
                    };
                };
                /** @description A tier or period that cannot be bought, a bad or expired promo code (invalid_promocode, coupon_expired), or the provider refused */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Missing or invalid API key / session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Not a workspace admin, or a plan an isolated environment blocks */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Billing is off (BILLING_PROVIDER=none) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description The plan action does not allow this (subscription_change_not_allowed), or a reused idempotency key */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/billing/cancel-downgrade": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Drop the downgrade scheduled for the period end */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["StatusOk"];
                    };
                };
                /** @description A tier or period that cannot be bought, a bad or expired promo code (invalid_promocode, coupon_expired), or the provider refused */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Missing or invalid API key / session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Not a workspace admin, or a plan an isolated environment blocks */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Billing is off (BILLING_PROVIDER=none) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description The plan action does not allow this (subscription_change_not_allowed), or a reused idempotency key */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/billing/cancel-subscription": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** End the subscription at the period end (the plan stays until then) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            cancel_at_unix: number;
                            /** @enum {string} */
                            status: "ok";
                        };
                    };
                };
                /** @description A tier or period that cannot be bought, a bad or expired promo code (invalid_promocode, coupon_expired), or the provider refused */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Missing or invalid API key / session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Not a workspace admin, or a plan an isolated environment blocks */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Billing is off (BILLING_PROVIDER=none) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description The plan action does not allow this (subscription_change_not_allowed), or a reused idempotency key */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/billing/change-subscription": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Upgrade now (prorated, limits at once; under operator approval a plan request, status requested) or schedule a downgrade for the period end; idempotency_key makes a retry safe */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["ChangeSubscriptionRequest"];
                };
            };
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["SubscriptionChangeResult"];
                    };
                };
                /** @description A tier or period that cannot be bought, a bad or expired promo code (invalid_promocode, coupon_expired), or the provider refused */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Missing or invalid API key / session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Not a workspace admin, or a plan an isolated environment blocks */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Billing is off (BILLING_PROVIDER=none) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description The plan action does not allow this (subscription_change_not_allowed), or a reused idempotency key */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/billing/change-subscription/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** What change-subscription would do with this plan, changing nothing: the prorated amount due now and the credit (local: from the period; Stripe: its invoice preview), when it takes effect, and who loses access when the new plan has fewer seats */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["PreviewSubscriptionChangeRequest"];
                };
            };
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["SubscriptionChangePreview"];
                    };
                };
                /** @description A tier or period that cannot be bought, a bad or expired promo code (invalid_promocode, coupon_expired), or the provider refused */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Missing or invalid API key / session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Not a workspace admin, or a plan an isolated environment blocks */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Billing is off (BILLING_PROVIDER=none) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description The plan action does not allow this (subscription_change_not_allowed), or a reused idempotency key */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/billing/checkout-sessions/{checkout_session_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A local checkout: plan, period, currency, amounts and discount, status (open, complete, expired) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    checkout_session_id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CheckoutSession"];
                    };
                };
                /** @description A tier or period that cannot be bought, a bad or expired promo code (invalid_promocode, coupon_expired), or the provider refused */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Missing or invalid API key / session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Not a workspace admin, or a plan an isolated environment blocks */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description The plan action does not allow this (subscription_change_not_allowed), or a reused idempotency key */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/billing/checkout-sessions/{checkout_session_id}/complete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Confirm a local checkout: the plan starts at once and the first invoice is recorded (not collected); under operator approval (no BILLING_SELF_SERVICE) a plan request is recorded instead (status requested). Confirming twice answers the session as it is */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    checkout_session_id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CheckoutSession"];
                    };
                };
                /** @description A tier or period that cannot be bought, a bad or expired promo code (invalid_promocode, coupon_expired), or the provider refused */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Missing or invalid API key / session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Not a workspace admin, or a plan an isolated environment blocks */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Billing is off (BILLING_PROVIDER=none) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description The plan action does not allow this (subscription_change_not_allowed), or a reused idempotency key */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description The checkout expired */
                410: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/billing/config": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Public: whether plans exist on this instance (BILLING_PROVIDER local, stripe or none), whether payments are collected, isolated environment */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["BillingConfig"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/billing/contact-sales": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Public: ask about the Enterprise plan; stored, and the instance operators are e-mailed */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["ContactSalesRequest"];
                };
            };
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            inquiry_id: string;
                            /** @enum {string} */
                            status: "ok";
                        };
                    };
                };
                /** @description Missing or invalid API key / session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
                /** @description Too many requests */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/billing/create-checkout-session": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Subscribe a workspace on a base tier: answers the checkout page (Vocable's confirmation page with the local provider, Stripe Checkout with Stripe) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["CreateCheckoutSessionRequest"];
                };
            };
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["BillingUrlResponse"];
                    };
                };
                /** @description A tier or period that cannot be bought, a bad or expired promo code (invalid_promocode, coupon_expired), or the provider refused */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Missing or invalid API key / session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Not a workspace admin, or a plan an isolated environment blocks */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Billing is off (BILLING_PROVIDER=none) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description The plan action does not allow this (subscription_change_not_allowed), or a reused idempotency key */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/billing/create-connect-account": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Producers' payout onboarding (Stripe Connect); relative_redirect_path is where the browser returns */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["ConnectAccountRequest"];
                };
            };
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["BillingUrlResponse"];
                    };
                };
                /** @description A tier or period that cannot be bought, a bad or expired promo code (invalid_promocode, coupon_expired), or the provider refused */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Missing or invalid API key / session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Not a workspace admin, or a plan an isolated environment blocks */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Billing is off (BILLING_PROVIDER=none) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description The plan action does not allow this (subscription_change_not_allowed), or a reused idempotency key */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/billing/create-connect-account-management-link": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Producers' payout account management link (Stripe Connect) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["ConnectAccountRequest"];
                };
            };
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["BillingUrlResponse"];
                    };
                };
                /** @description A tier or period that cannot be bought, a bad or expired promo code (invalid_promocode, coupon_expired), or the provider refused */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Missing or invalid API key / session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Not a workspace admin, or a plan an isolated environment blocks */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Billing is off (BILLING_PROVIDER=none) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description The plan action does not allow this (subscription_change_not_allowed), or a reused idempotency key */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/billing/create-portal-session": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The payment provider's customer portal (the local provider: the subscription page) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["BillingUrlResponse"];
                    };
                };
                /** @description A tier or period that cannot be bought, a bad or expired promo code (invalid_promocode, coupon_expired), or the provider refused */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Missing or invalid API key / session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Not a workspace admin, or a plan an isolated environment blocks */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Billing is off (BILLING_PROVIDER=none) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description The plan action does not allow this (subscription_change_not_allowed), or a reused idempotency key */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/billing/create-update-payment-methods-session": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A page to update the payment methods (Stripe only) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["BillingUrlResponse"];
                    };
                };
                /** @description A tier or period that cannot be bought, a bad or expired promo code (invalid_promocode, coupon_expired), or the provider refused */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Missing or invalid API key / session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Not a workspace admin, or a plan an isolated environment blocks */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Billing is off (BILLING_PROVIDER=none) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description The plan action does not allow this (subscription_change_not_allowed), or a reused idempotency key */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/billing/invoices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The workspace's invoices, newest first, keyset-paginated (workspace admins) */
        get: {
            parameters: {
                query?: {
                    page_size?: number;
                    page_token?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["InvoiceList"];
                    };
                };
                /** @description A tier or period that cannot be bought, a bad or expired promo code (invalid_promocode, coupon_expired), or the provider refused */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Missing or invalid API key / session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Not a workspace admin, or a plan an isolated environment blocks */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Billing is off (BILLING_PROVIDER=none) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description The plan action does not allow this (subscription_change_not_allowed), or a reused idempotency key */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/billing/invoices/{invoice_id}/pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The invoice as a PDF (rendered by Vocable; a Stripe invoice redirects to Stripe's) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    invoice_id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description application/pdf */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description The provider's hosted PDF */
                302: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description A tier or period that cannot be bought, a bad or expired promo code (invalid_promocode, coupon_expired), or the provider refused */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Missing or invalid API key / session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Not a workspace admin, or a plan an isolated environment blocks */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description The plan action does not allow this (subscription_change_not_allowed), or a reused idempotency key */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/billing/plan-request": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The workspace's open plan request (operator approval: BILLING_PROVIDER=local without BILLING_SELF_SERVICE), or its last one's outcome for 30 days, or null */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["PlanRequestResponse"];
                    };
                };
                /** @description A tier or period that cannot be bought, a bad or expired promo code (invalid_promocode, coupon_expired), or the provider refused */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Missing or invalid API key / session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Not a workspace admin, or a plan an isolated environment blocks */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Billing is off (BILLING_PROVIDER=none) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description The plan action does not allow this (subscription_change_not_allowed), or a reused idempotency key */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/billing/plan-requests/{plan_request_id}/withdraw": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Withdraw the workspace's open plan request (workspace admins) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    plan_request_id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["PlanRequest"];
                    };
                };
                /** @description A tier or period that cannot be bought, a bad or expired promo code (invalid_promocode, coupon_expired), or the provider refused */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Missing or invalid API key / session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Not a workspace admin, or a plan an isolated environment blocks */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description The plan action does not allow this (subscription_change_not_allowed), or a reused idempotency key */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/billing/promo-offer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The promo offer made to this workspace (the promo dialog), or null */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["PromoOfferResponse"];
                    };
                };
                /** @description Missing or invalid API key / session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/billing/promo-offer/decline": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** No thanks: clears the workspace's promo offer */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["StatusOk"];
                    };
                };
                /** @description A tier or period that cannot be bought, a bad or expired promo code (invalid_promocode, coupon_expired), or the provider refused */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Missing or invalid API key / session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Not a workspace admin, or a plan an isolated environment blocks */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Billing is off (BILLING_PROVIDER=none) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description The plan action does not allow this (subscription_change_not_allowed), or a reused idempotency key */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/billing/renew-subscription": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Stop a pending cancellation (Do Not Cancel) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["StatusOk"];
                    };
                };
                /** @description A tier or period that cannot be bought, a bad or expired promo code (invalid_promocode, coupon_expired), or the provider refused */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Missing or invalid API key / session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Not a workspace admin, or a plan an isolated environment blocks */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Billing is off (BILLING_PROVIDER=none) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description The plan action does not allow this (subscription_change_not_allowed), or a reused idempotency key */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/billing/validate-promocode": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Whether a promo code applies to this workspace, with its terms (valid false for any code that does not); signed out: whether it exists and is current (20 tries in ten minutes per address) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["ValidatePromocodeRequest"];
                };
            };
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ValidatePromocodeResponse"];
                    };
                };
                /** @description A tier or period that cannot be bought, a bad or expired promo code (invalid_promocode, coupon_expired), or the provider refused */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Missing or invalid API key / session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Not a workspace admin, or a plan an isolated environment blocks */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Billing is off (BILLING_PROVIDER=none) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description The plan action does not allow this (subscription_change_not_allowed), or a reused idempotency key */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/billing/verify-card": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A page that checks a card before paying (Stripe only) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["BillingUrlResponse"];
                    };
                };
                /** @description A tier or period that cannot be bought, a bad or expired promo code (invalid_promocode, coupon_expired), or the provider refused */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Missing or invalid API key / session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Not a workspace admin, or a plan an isolated environment blocks */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Billing is off (BILLING_PROVIDER=none) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description The plan action does not allow this (subscription_change_not_allowed), or a reused idempotency key */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/dubbing": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The workspace's dubs, newest first or by name, with the SDK's filters (dubbing.list; keyset pages) */
        get: {
            parameters: {
                query?: {
                    creation_sources?: ("flow_node" | "dubbing_ui" | "dubbing_api") | ("flow_node" | "dubbing_ui" | "dubbing_api")[];
                    cursor?: string;
                    dubbing_models?: ("dubbing_v1" | "dubbing_v2") | ("dubbing_v1" | "dubbing_v2")[];
                    dubbing_status?: "dubbing" | "dubbed" | "failed";
                    dubbing_statuses?: ("queued" | "preparing" | "dubbing" | "dubbed" | "failed") | ("queued" | "preparing" | "dubbing" | "dubbed" | "failed")[];
                    filter_by_creator?: "personal" | "others" | "all";
                    order_by?: "created_at" | "name";
                    order_direction?: "DESCENDING" | "ASCENDING";
                    page_size?: number;
                    target_language_codes?: string | string[];
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["DubbingMetadataPageResponseModel"];
                    };
                };
                /** @description Missing or invalid API key / session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        put?: never;
        /** Dub a video or audio file into another language by the same speakers (dubbing.create): the speech is transcribed by speaker, translated (a translation engine must be installed for another language), voiced with each speaker's approximated voice and fitted to the original timing, mixed over the background and put back on the video. Charged 3,000 characters a minute of source (2,000 with a watermark; the Free plan's dubs carry one) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "multipart/form-data": {
                        /**
                         * Format: binary
                         * @description Not supported (CSV dubbing only)
                         */
                        background_audio_file?: string;
                        /**
                         * Format: binary
                         * @description Not supported: manual (CSV) dubbing is refused with 400
                         */
                        csv_file?: string;
                        csv_fps?: string;
                        disable_voice_cloning?: string;
                        drop_background_audio?: string;
                        dubbing_studio?: string;
                        end_time?: string;
                        /**
                         * Format: binary
                         * @description The video or audio to dub (mp4, mov, mkv, webm, avi, wmv, flv, mpeg, 3gp, or the audio types speech to text takes); or source_url
                         */
                        file?: string;
                        /**
                         * Format: binary
                         * @description Not supported (CSV dubbing only)
                         */
                        foreground_audio_file?: string;
                        highest_resolution?: string;
                        /** @description automatic (default); manual (CSV) is refused */
                        mode?: string;
                        name?: string;
                        /** @description 0 (default): found from the audio */
                        num_speakers?: string;
                        /** @description ISO 639-1 or 639-3, or auto (default) */
                        source_lang?: string;
                        /** @description A public http(s) URL of the media, fetched by the server (private addresses refused) */
                        source_url?: string;
                        start_time?: string;
                        target_accent?: string;
                        /** @description ISO 639-1 or 639-3; required */
                        target_lang?: string;
                        use_profanity_filter?: string;
                        watermark?: string;
                    };
                };
            };
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["DoDubbingResponse"];
                    };
                };
                /** @description A field refused, a language this server cannot work, or media it cannot dub */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Missing or invalid API key / session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description The file is larger than MAX_UPLOAD_BYTES */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Not a multipart form, or not a video or audio type dubbing takes */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/dubbing/{dubbing_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A dub: its status, progress, languages and usage (dubbing.get) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    dubbing_id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["DubbingMetadataResponse"];
                    };
                };
                /** @description Missing or invalid API key / session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        /** Delete a dub and its files (dubbing.delete) */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    dubbing_id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["DeleteDubbingResponseModel"];
                    };
                };
                /** @description Missing or invalid API key / session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/dubbing/{dubbing_id}/audio/{language_code}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The dubbed file in a language: the video (MP4, or the source's container) or, for an audio source, MP3 (dubbing.audio.get; byte ranges) */
        get: {
            parameters: {
                query?: never;
                header?: {
                    /** @description One byte range: `bytes=a-b`, `bytes=a-` or `bytes=-n` */
                    range?: string;
                };
                path: {
                    dubbing_id: string;
                    language_code: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The dub */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "video/mp4": string;
                    };
                };
                /** @description Missing or invalid API key / session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
                /** @description The dub is not finished yet */
                425: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/dubbing/{dubbing_id}/transcript/{language_code}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The dub's transcript in a language (source for the original) as SRT, WebVTT or json (dubbing.transcript.getTranscriptForDub) */
        get: {
            parameters: {
                query?: {
                    format_type?: "srt" | "webvtt" | "json";
                };
                header?: never;
                path: {
                    dubbing_id: string;
                    language_code: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The json transcript; srt and webvtt as a JSON string */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["DubbingTranscriptResponseModel"] | string;
                    };
                };
                /** @description Missing or invalid API key / session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
                /** @description The dub is not finished yet */
                425: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/dubbing/{dubbing_id}/transcripts/{language_code}/format/{format_type}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The dub's transcript in a language (source for the original), in the field of its format (dubbing.transcripts.get) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    dubbing_id: string;
                    format_type: "srt" | "webvtt" | "json";
                    language_code: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["DubbingTranscriptsResponseModel"];
                    };
                };
                /** @description Missing or invalid API key / session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
                /** @description The dub is not finished yet */
                425: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/dubbing/resource/{dubbing_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A finished dub's studio resource: speakers and their voices, segments in every language with their clips (stale or not), renders (dubbing.resource.get) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    dubbing_id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["DubbingResource"];
                    };
                };
                /** @description A language, segment time or option this dub cannot take */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Missing or invalid API key / session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Edited by other requests at the same moment: read it again */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
                /** @description The dub is not finished yet */
                425: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/dubbing/resource/{dubbing_id}/dub": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Speak these segments again (every stale or missing clip when the list is empty) in these languages, fitted to their place; render the language to hear them in the dub (dubbing.resource.dub) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    dubbing_id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["SegmentsAndLanguagesBody"];
                };
            };
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["DubbingResourceVersion"];
                    };
                };
                /** @description A language, segment time or option this dub cannot take */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Missing or invalid API key / session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Edited by other requests at the same moment: read it again */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
                /** @description The dub is not finished yet */
                425: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/dubbing/resource/{dubbing_id}/language": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add a target language, charged as the dub's first (dubbing.resource.language.add); translate, dub and render it next */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    dubbing_id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["AddDubLanguageBody"];
                };
            };
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["DubbingResourceVersion"];
                    };
                };
                /** @description A language, segment time or option this dub cannot take */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Missing or invalid API key / session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Edited by other requests at the same moment: read it again */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
                /** @description The dub is not finished yet */
                425: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/dubbing/resource/{dubbing_id}/media/{media_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Vocable: a file the resource names (a media_ref url): the source, the separated speech or background, a speaker's track, a clip, a render (byte ranges) */
        get: {
            parameters: {
                query?: never;
                header?: {
                    /** @description One byte range: `bytes=a-b`, `bytes=a-` or `bytes=-n` */
                    range?: string;
                };
                path: {
                    dubbing_id: string;
                    media_id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The file */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "audio/wav": string;
                    };
                };
                /** @description A language, segment time or option this dub cannot take */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Missing or invalid API key / session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Edited by other requests at the same moment: read it again */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
                /** @description The dub is not finished yet */
                425: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/dubbing/resource/{dubbing_id}/migrate-segments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Move segments to another speaker (dubbing.resource.migrateSegments) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    dubbing_id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["MigrateSegmentsBody"];
                };
            };
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["DubbingResourceVersion"];
                    };
                };
                /** @description A language, segment time or option this dub cannot take */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Missing or invalid API key / session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Edited by other requests at the same moment: read it again */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
                /** @description The dub is not finished yet */
                425: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/dubbing/resource/{dubbing_id}/render/{language}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Render a language from its clips as mp4 (video sources), mp3, aac or wav; the render of the dub's own kind becomes its dubbed file (dubbing.resource.render) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    dubbing_id: string;
                    language: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["RenderDubBody"];
                };
            };
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["DubbingRenderResponseModel"];
                    };
                };
                /** @description A language, segment time or option this dub cannot take */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Missing or invalid API key / session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Edited by other requests at the same moment: read it again */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
                /** @description The dub is not finished yet */
                425: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/dubbing/resource/{dubbing_id}/segment/{segment_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete a segment and its clips (dubbing.resource.segment.delete) */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    dubbing_id: string;
                    segment_id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["DubbingResourceVersion"];
                    };
                };
                /** @description A language, segment time or option this dub cannot take */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Missing or invalid API key / session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Edited by other requests at the same moment: read it again */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
                /** @description The dub is not finished yet */
                425: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/dubbing/resource/{dubbing_id}/segment/{segment_id}/{language}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Change a segment's text in a language (the dubbed line for a target language, else the source's transcript) or its times (dubbing.resource.segment.update) */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    dubbing_id: string;
                    language: string;
                    segment_id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["SegmentUpdatePayload"];
                };
            };
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["DubbingResourceVersion"];
                    };
                };
                /** @description A language, segment time or option this dub cannot take */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Missing or invalid API key / session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Edited by other requests at the same moment: read it again */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
                /** @description The dub is not finished yet */
                425: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/v1/dubbing/resource/{dubbing_id}/speaker": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add a speaker (dubbing.resource.speaker.create) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    dubbing_id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        speaker_name?: string;
                        /** @description A voice id, or track-clone (the speaker's voice approximated from their whole track); clip-clone is refused */
                        voice_id?: string;
                        voice_similarity?: number;
                        voice_stability?: number;
                        voice_style?: number;
                    };
                };
            };
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["SpeakerCreatedResponse"];
                    };
                };
                /** @description A language, segment time or option this dub cannot take */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Missing or invalid API key / session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Edited by other requests at the same moment: read it again */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
                /** @description The dub is not finished yet */
                425: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/dubbing/resource/{dubbing_id}/speaker/{speaker_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Rename a speaker, or set their voice (a voice id, or track-clone) and its settings in some or all languages (dubbing.resource.speaker.update) */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    dubbing_id: string;
                    speaker_id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["SpeakerUpdateBody"];
                };
            };
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["DubbingResourceVersion"];
                    };
                };
                /** @description A language, segment time or option this dub cannot take */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Missing or invalid API key / session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Edited by other requests at the same moment: read it again */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
                /** @description The dub is not finished yet */
                425: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/v1/dubbing/resource/{dubbing_id}/speaker/{speaker_id}/segment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add a segment to a speaker (dubbing.resource.speaker.segment.create) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    dubbing_id: string;
                    speaker_id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["SegmentCreatePayload"];
                };
            };
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["SegmentCreateResponse"];
                    };
                };
                /** @description A language, segment time or option this dub cannot take */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Missing or invalid API key / session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Edited by other requests at the same moment: read it again */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
                /** @description The dub is not finished yet */
                425: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/dubbing/resource/{dubbing_id}/speaker/{speaker_id}/similar-voices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Library voices of the dub's languages nearest the speaker's pitch (dubbing.resource.speaker.findSimilarVoices) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    dubbing_id: string;
                    speaker_id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["SimilarVoicesForSpeakerResponse"];
                    };
                };
                /** @description A language, segment time or option this dub cannot take */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Missing or invalid API key / session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Edited by other requests at the same moment: read it again */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
                /** @description The dub is not finished yet */
                425: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/dubbing/resource/{dubbing_id}/transcribe": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Recognise these segments again from the source's speech (dubbing.resource.transcribe; all when the list is empty) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    dubbing_id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["TranscribeSegmentsBody"];
                };
            };
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["DubbingResourceVersion"];
                    };
                };
                /** @description A language, segment time or option this dub cannot take */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Missing or invalid API key / session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Edited by other requests at the same moment: read it again */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
                /** @description The dub is not finished yet */
                425: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/dubbing/resource/{dubbing_id}/translate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Translate these segments (all when empty) into these languages (all when absent); changed lines' clips go stale (dubbing.resource.translate) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    dubbing_id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["SegmentsAndLanguagesBody"];
                };
            };
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["DubbingResourceVersion"];
                    };
                };
                /** @description A language, segment time or option this dub cannot take */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Missing or invalid API key / session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Edited by other requests at the same moment: read it again */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
                /** @description The dub is not finished yet */
                425: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/engines": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The server's speech engines: capabilities, languages, voices, models, health and measured speed (instance operators: ADMIN_EMAILS, signed in) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["EngineList"];
                    };
                };
                /** @description Missing or invalid API key / session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Not an instance operator (or an API key: this call needs a session) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/feature-flags": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Vocable: the feature flags in force for the caller's workspace */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FeatureFlagsResponse"];
                    };
                };
                /** @description Missing or invalid API key / session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/forced-alignment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Align a known text with its audio (forcedAlignment.create): each word's and character's start and end, and a loss (lower is better) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "multipart/form-data": {
                        /** Format: binary */
                        file: string;
                        text: string;
                    };
                };
            };
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ForcedAlignmentResponseModel"];
                    };
                };
                /** @description Not accepted audio (type, damaged, cut short, too long), or a text with nothing to align */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Missing or invalid API key / session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description The file is larger than MAX_UPLOAD_BYTES */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Not a multipart form */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
                /** @description No forced-alignment engine is installed */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/geo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's country and region, from the server's own GeoIP data (no auth) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["GeoResponse"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/google-ads-visit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Keep an ad click's or campaign link's parameters first-party, when the consent cookie allows (session optional; never sent to a third party) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["MarketingVisitRequest"];
                };
            };
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["MarketingVisitResponse"];
                    };
                };
                /** @description Sent from another site */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Too many requests */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List generated items, newest first unless sort_direction=asc */
        get: {
            parameters: {
                query?: {
                    /** @description Only items created at or after this Unix time in seconds (inclusive). */
                    date_after_unix?: number | null;
                    /** @description Only items created before this Unix time in seconds (exclusive). */
                    date_before_unix?: number | null;
                    /** @description Only items of this model: the ElevenLabs model id that was requested (e.g. eleven_flash_v2_5) or the Vocable model that served it (e.g. vocable_flash_v1). */
                    model_id?: string;
                    /** @description How many items to return, at most 1000. */
                    page_size?: number;
                    /** @description Only items whose text or voice name contains this, ignoring case; % and _ are matched literally. */
                    search?: string;
                    /** @description By creation time: desc (newest first, the default) or asc. */
                    sort_direction?: "asc" | "desc";
                    /** @description Only items of this source. */
                    source?: "TTS" | "STS" | "SFX";
                    /** @description Continue after this item, in the chosen sort direction and with the same filters: pass the previous page's last_history_item_id. */
                    start_after_history_item_id?: string;
                    /** @description Only items generated with this voice. */
                    voice_id?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["GetSpeechHistoryResponse"];
                    };
                };
                /** @description Missing or invalid API key / session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/history/{history_item_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a history item */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    history_item_id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["SpeechHistoryItemResponse"];
                    };
                };
                /** @description Missing or invalid API key / session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        /** Delete a history item and its audio (its creator, or a member it was shared with as admin) */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    history_item_id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["StatusOk"];
                    };
                };
                /** @description Missing or invalid API key / session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/history/{history_item_id}/audio": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a history item's audio (byte ranges supported) */
        get: {
            parameters: {
                query?: never;
                header?: {
                    /** @description One byte range: `bytes=a-b`, `bytes=a-` or `bytes=-n` */
                    range?: string;
                };
                path: {
                    history_item_id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The audio */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/octet-stream": string;
                    };
                };
                /** @description The requested byte range of the audio */
                206: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/octet-stream": string;
                    };
                };
                /** @description Missing or invalid API key / session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description The range starts past the end of the audio */
                416: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/history/{history_item_id}/feedback": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Rate a history item */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    history_item_id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["FeedbackRequest"];
                };
            };
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["StatusOk"];
                    };
                };
                /** @description Feedback already reviewed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Missing or invalid API key / session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        /** Take back a vote (the thumb toggles off) */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    history_item_id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["StatusOk"];
                    };
                };
                /** @description Feedback already reviewed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Missing or invalid API key / session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/history/{history_item_id}/share-link": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The item's public share link, made on first use (its creator, or a member it was shared with as admin) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    history_item_id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ShareLinkResponse"];
                    };
                };
                /** @description Missing or invalid API key / session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        /** Vocable: turn the item's public share link off at once (its creator, or a member it was shared with as editor or admin) */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    history_item_id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["StatusOk"];
                    };
                };
                /** @description Missing or invalid API key / session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/history/{history_item_id}/share-video": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The item's share video in a theme: starts its rendering (once; then kept) and says where it stands; ask again while rendering */
        post: {
            parameters: {
                query?: {
                    /** @description true leaves bracketed segments such as [laughs] out of the text shown */
                    strip_v3_tags?: "0" | "1" | "true" | "false" | "yes" | "no" | "on" | "off" | "True" | "False";
                    /** @description colour (Multicolor), light (White) or dark (Black) */
                    theme?: "colour" | "light" | "dark";
                };
                header?: never;
                path: {
                    history_item_id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ShareVideoResponse"];
                    };
                };
                /** @description The item is not text to speech */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Missing or invalid API key / session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/history/{history_item_id}/share-video/file": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A rendered share video (MP4, byte ranges; ?download=1 names it for saving) */
        get: {
            parameters: {
                query?: {
                    download?: "0" | "1";
                    /** @description true leaves bracketed segments such as [laughs] out of the text shown */
                    strip_v3_tags?: "0" | "1" | "true" | "false" | "yes" | "no" | "on" | "off" | "True" | "False";
                    /** @description colour (Multicolor), light (White) or dark (Black) */
                    theme?: "colour" | "light" | "dark";
                };
                header?: {
                    /** @description One byte range: `bytes=a-b`, `bytes=a-` or `bytes=-n` */
                    range?: string;
                };
                path: {
                    history_item_id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The video */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "video/mp4": string;
                    };
                };
                /** @description A byte range of it */
                206: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "video/mp4": string;
                    };
                };
                /** @description The item is not text to speech */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Missing or invalid API key / session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/history/{history_item_id}/share-video/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The share video's 320 × 320 PNG preview in a theme */
        get: {
            parameters: {
                query?: {
                    /** @description true leaves bracketed segments such as [laughs] out of the text shown */
                    strip_v3_tags?: "0" | "1" | "true" | "false" | "yes" | "no" | "on" | "off" | "True" | "False";
                    /** @description colour (Multicolor), light (White) or dark (Black) */
                    theme?: "colour" | "light" | "dark";
                };
                header?: never;
                path: {
                    history_item_id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The preview */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "image/png": string;
                    };
                };
                /** @description The item is not text to speech */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Missing or invalid API key / session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/history/{history_item_id}/source-audio": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Vocable: a speech-to-speech item's original audio, as FLAC (byte ranges supported); 404 for other items */
        get: {
            parameters: {
                query?: never;
                header?: {
                    /** @description One byte range: `bytes=a-b`, `bytes=a-` or `bytes=-n` */
                    range?: string;
                };
                path: {
                    history_item_id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The original audio */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/octet-stream": string;
                    };
                };
                /** @description The requested byte range */
                206: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/octet-stream": string;
                    };
                };
                /** @description Missing or invalid API key / session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description The range starts past the end of the audio */
                416: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/history/download": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Download one item's audio, or several as history.zip */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["DownloadHistoryRequest"];
                };
            };
            responses: {
                /** @description Audio file or application/zip */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/octet-stream": string;
                    };
                };
                /** @description Missing or invalid API key / session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/language-pages/{slug}/sample.mp3": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Vocable (public): a language or accent landing page's sample, spoken by its voice (MP3, byte ranges) */
        get: {
            parameters: {
                query?: never;
                header?: {
                    /** @description One byte range: `bytes=a-b`, `bytes=a-` or `bytes=-n` */
                    range?: string;
                };
                path: {
                    slug: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The sample */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "audio/mpeg": string;
                    };
                };
                /** @description The requested byte range */
                206: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "audio/mpeg": string;
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description The range starts past the end */
                416: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/language-pages/{slug}/speech": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Vocable (public): a visitor's own text spoken by the landing page's voice, without an account (rate-limited by address) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    slug: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["LanguagePageSpeechRequest"];
                };
            };
            responses: {
                /** @description The text spoken */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "audio/mpeg": string;
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description No text, a text too long, or a NUL or lone surrogate in it */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
                /** @description Too many texts from this address, or too many visitors at once */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/models": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the speech models: the embedded engines' three (ElevenLabs model ids are served by the closest, see `aliases`) and one per remote or local neural engine, each with its languages. Asked with `Authorization: Bearer` (as OpenAI's clients send the key), the answer is OpenAI's list of the speech and transcription models instead */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Model"][] | components["schemas"]["OpenAiModelList"];
                    };
                };
                /** @description Missing or invalid API key / session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/notifications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Vocable: the caller's notifications, newest first (keyset pages), with the unread count */
        get: {
            parameters: {
                query?: {
                    cursor?: string;
                    page_size?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotificationsPage"];
                    };
                };
                /** @description Missing or invalid API key / session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/notifications/{message_id}/read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Vocable: mark one notification read */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    message_id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["UnreadNotifications"];
                    };
                };
                /** @description Missing or invalid API key / session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/notifications/read-all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Vocable: mark every notification read */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["UnreadNotifications"];
                    };
                };
                /** @description Missing or invalid API key / session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/productions/orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The workspace's orders, newest first, by state and creation time (productions.orders.list). Paged by offset as the SDK sends it, 10,000 orders deep at most (narrow deeper lists with start_date and end_date); has_more says whether another page follows */
        get: {
            parameters: {
                query?: {
                    /** @description Orders created at or before (ISO 8601) */
                    end_date?: string;
                    offset?: number | null;
                    page_size?: number;
                    /** @description Orders created at or after (ISO 8601) */
                    start_date?: string;
                    status?: ("open" | "submitted" | "paid" | "accepted" | "rejected" | "done" | "cancelling" | "cancelled" | "expired" | "merged") | ("open" | "submitted" | "paid" | "accepted" | "rejected" | "done" | "cancelling" | "cancelled" | "expired" | "merged")[];
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ListOrdersResponse"];
                    };
                };
                /** @description Missing or invalid API key / session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        put?: never;
        /** Start an order of human-checked work (productions.orders.create): open until submitted. A sandbox order is priced like any other and never charged */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": components["schemas"]["CreateOrderRequest"] | null;
                };
            };
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CreateOrderResponse"];
                    };
                };
                /** @description Missing or invalid API key / session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/productions/orders/{order_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An order: its state, items with their quotes (USD, from the media's started minutes and the price table on /pricing), total, media and dates (productions.orders.get) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    order_id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OrderResponse"];
                    };
                };
                /** @description Missing or invalid API key / session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Rename an open order, and (Vocable) set or clear its deadline (productions.orders.update) */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    order_id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["BodyUpdateOrderV1ProductionsOrdersOrderIdPatch"];
                };
            };
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["UpdateOrderResponse"];
                    };
                };
                /** @description Missing or invalid API key / session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description The order is not open (submitted, paid, cancelled...) */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/v1/productions/orders/{order_id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Vocable: cancel an open order (or a submitted one whose payment never finished), with an optional reason; nothing was charged. A paid order's cancellation is the productions team's (409) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    order_id: string;
                };
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": components["schemas"]["CancelOrderRequest"] | null;
                };
            };
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OrderResponse"];
                    };
                };
                /** @description Missing or invalid API key / session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description The order is not open (submitted, paid, cancelled...) */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/productions/orders/{order_id}/deliverables": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The delivered files of the order's accepted work (productions.orders.deliverables.list): transcripts as text and JSON, subtitles as SRT and WebVTT; an empty list before any. signed_url is a Vocable address that needs the workspace's key or session */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    order_id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OrderDeliverablesResponse"];
                    };
                };
                /** @description Missing or invalid API key / session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/productions/orders/{order_id}/deliverables/{item_id}/{media_id}/{format}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Vocable: one delivered file (a deliverable's signed_url) */
        get: {
            parameters: {
                query?: {
                    language?: string;
                };
                header?: never;
                path: {
                    format: "txt" | "json" | "srt" | "vtt";
                    item_id: string;
                    media_id: string;
                    order_id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The file: text/plain, application/json, application/x-subrip or text/vtt */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/octet-stream": string;
                    };
                };
                /** @description Missing or invalid API key / session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/productions/orders/{order_id}/items": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add an item to an open order, or replace the one item_id names, and get its quote (productions.orders.items.upsert): its media must be the order's, in its source language; a dub item's media was registered from a dub */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    order_id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["BodyUpsertOrderItemV1ProductionsOrdersOrderIdItemsPost"];
                };
            };
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["UpsertOrderItemResponse"];
                    };
                };
                /** @description Media that is not the order's, or a language not delivered here */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Missing or invalid API key / session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description The order is not open */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/productions/orders/{order_id}/items/{item_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove an item from an open order (productions.orders.items.remove) */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    item_id: string;
                    order_id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["RemoveOrderItemResponse"];
                    };
                };
                /** @description Missing or invalid API key / session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description The order is not open */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/productions/orders/{order_id}/media": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Register a media file on an open order (productions.orders.media.register): an upload (media), a public URL fetched by the server (media_url), or (Vocable) a history item, your transcript or a dub of the workspace by id; audio or video of at most 3 hours, in a language a speech recogniser here knows. The order keeps its own copy */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    order_id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "multipart/form-data": {
                        /** @description The media's language (ISO 639-1 or 639-3): one a speech recogniser here knows */
                        declared_language: string;
                        /** @description Vocable: one of the workspace's dubs (its source media); dub items need media registered this way */
                        dubbing_id?: string;
                        /** @description Vocable: one of your history items (its audio) */
                        history_item_id?: string;
                        /**
                         * Format: binary
                         * @description The audio or video file; or one of the other sources
                         */
                        media?: string;
                        /** @description A public https URL of the file, fetched by the server (private addresses refused) */
                        media_url?: string;
                        /** @description An audio/* or video/* type (required with media_url); the type stored is the one the bytes show */
                        media_url_content_type?: string;
                        /** @description The file's name (required with media_url) */
                        media_url_filename?: string;
                        /** @description Vocable: one of your speech-to-text transcripts (its audio) */
                        transcript_id?: string;
                    };
                };
            };
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["RegisterMediaResponse"];
                    };
                };
                /** @description A field refused, a language no recogniser here knows, media that cannot be read, or too long */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Missing or invalid API key / session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description The order is not open */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description The file is larger than MAX_UPLOAD_BYTES */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Not a multipart form, or not audio or video */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/productions/orders/{order_id}/media/{media_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A media file of the order: its name, type, language and the address it is served at (productions.orders.media.get). signed_url is a Vocable address that needs the workspace's key or session, not a presigned one */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    media_id: string;
                    order_id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OrderMediaResponse"];
                    };
                };
                /** @description Missing or invalid API key / session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/productions/orders/{order_id}/media/{media_id}/file": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Vocable: the media file itself, as stored for the order (byte ranges); the signed_url of media.get and media.register */
        get: {
            parameters: {
                query?: never;
                header?: {
                    /** @description One byte range: `bytes=a-b`, `bytes=a-` or `bytes=-n` */
                    range?: string;
                };
                path: {
                    media_id: string;
                    order_id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The media */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/octet-stream": string;
                    };
                };
                /** @description Missing or invalid API key / session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/productions/orders/{order_id}/submit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Submit an open order with at least one item (productions.orders.submit): its total is charged at once through the instance's billing (an invoice of its own; BILLING_PROVIDER=local records it uncollected), then it is paid and its work goes to the producers. Sandbox orders, and instances without billing, are never charged. A declined card is 402 and the order stays open; a second submission is 409, charged once */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    order_id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["SubmitOrderResponse"];
                    };
                };
                /** @description The order has no items */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Missing or invalid API key / session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description The payment was declined, or the workspace has no payment method: nothing was charged */
                402: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description The order is not open (submitted, paid, cancelled...) */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/productions/orders/languages/{order_item_kind}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The languages an item kind takes here (productions.orders.languages.list): a transcription's are those a speech recogniser knows; subtitles go into their source language and those a translation engine reaches; a dub review's pairs are the languages dubbing makes */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    order_item_kind: "transcription" | "subtitles" | "dub";
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["LanguagesResponse"];
                    };
                };
                /** @description Missing or invalid API key / session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/productions/producers/{user_id}/earnings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Each accepted task's earning, newest first (keyset pages) */
        get: {
            parameters: {
                query?: {
                    page_size?: number;
                    page_token?: string;
                };
                header?: never;
                path: {
                    user_id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ProductionEarningPage"];
                    };
                };
                /** @description Missing or invalid API key / session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/productions/producers/{user_id}/payouts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The producer's payouts, newest first (keyset pages) */
        get: {
            parameters: {
                query?: {
                    page_size?: number;
                    page_token?: string;
                };
                header?: never;
                path: {
                    user_id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ProductionPayoutPage"];
                    };
                };
                /** @description Missing or invalid API key / session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        put?: never;
        /** Pay out the whole balance: a Stripe Connect transfer now (Stripe), or recorded for an operator to pay (local) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    user_id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ProductionPayout"];
                    };
                };
                /** @description Missing or invalid API key / session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/productions/producers/{user_id}/payouts/agreement": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Accept the publishing and payouts agreement (terms_agreed_to.publishing_payouts_agreement) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    user_id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ProductionPayoutSummary"];
                    };
                };
                /** @description Missing or invalid API key / session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/productions/producers/{user_id}/payouts/summary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The producer's balance, totals, payout method and agreement */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    user_id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ProductionPayoutSummary"];
                    };
                };
                /** @description Missing or invalid API key / session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/productions/producers/{user_id}/profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Choose the producer's public handle (3 to 30 characters; unique) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    user_id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["ProducerProfileHandleBody"];
                };
            };
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ProducerProfile"];
                    };
                };
                /** @description Missing or invalid API key / session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/productions/producers/{user_id}/tasks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The producer's tasks: being worked on or in review (view=active) or finished (view=history), newest first, keyset pages */
        get: {
            parameters: {
                query?: {
                    page_size?: number;
                    page_token?: string;
                    view?: "active" | "history";
                };
                header?: never;
                path: {
                    user_id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ProductionTaskPage"];
                    };
                };
                /** @description Missing or invalid API key / session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description The task's state does not allow it */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: {
                                message: string;
                                status: string;
                            };
                        };
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        put?: never;
        /** Claim open work (one task at a time, three with the multitask qualification; of two claims at once one wins) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    user_id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["ClaimProductionTaskBody"];
                };
            };
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ProductionTask"];
                    };
                };
                /** @description Missing or invalid API key / session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description The task's state does not allow it */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: {
                                message: string;
                                status: string;
                            };
                        };
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/productions/producers/{user_id}/tasks/{task_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A producer's task with its working transcript and media (404 to anyone but its producer) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    task_id: string;
                    user_id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ProductionTask"];
                    };
                };
                /** @description Missing or invalid API key / session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description The task's state does not allow it */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: {
                                message: string;
                                status: string;
                            };
                        };
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/productions/producers/{user_id}/tasks/{task_id}/extend-deadline": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Extend the deadline once (12 hours, never past the order's) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    task_id: string;
                    user_id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ProductionTask"];
                    };
                };
                /** @description Missing or invalid API key / session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description The task's state does not allow it */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: {
                                message: string;
                                status: string;
                            };
                        };
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/productions/producers/{user_id}/tasks/{task_id}/feedback": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The reviewers' feedback on the task */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    task_id: string;
                    user_id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ProductionFeedbackList"];
                    };
                };
                /** @description Missing or invalid API key / session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description The task's state does not allow it */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: {
                                message: string;
                                status: string;
                            };
                        };
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/productions/producers/{user_id}/tasks/{task_id}/feedback/ack": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** The producer read the feedback */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    task_id: string;
                    user_id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ProductionFeedbackList"];
                    };
                };
                /** @description Missing or invalid API key / session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description The task's state does not allow it */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: {
                                message: string;
                                status: string;
                            };
                        };
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/productions/producers/{user_id}/tasks/{task_id}/media": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The task's media, to its producer (byte ranges) */
        get: {
            parameters: {
                query?: never;
                header?: {
                    /** @description One byte range: `bytes=a-b`, `bytes=a-` or `bytes=-n` */
                    range?: string;
                };
                path: {
                    task_id: string;
                    user_id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The media */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "audio/mpeg": string;
                    };
                };
                /** @description Missing or invalid API key / session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description The task's state does not allow it */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: {
                                message: string;
                                status: string;
                            };
                        };
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/productions/producers/{user_id}/tasks/{task_id}/media/peaks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The waveform of one window of the task's media (at most 300 s), for the editor */
        get: {
            parameters: {
                query?: {
                    buckets?: number;
                    end?: number | null;
                    start?: number | null;
                };
                header?: never;
                path: {
                    task_id: string;
                    user_id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ProductionTaskPeaks"];
                    };
                };
                /** @description Missing or invalid API key / session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description The task's state does not allow it */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: {
                                message: string;
                                status: string;
                            };
                        };
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/productions/producers/{user_id}/tasks/{task_id}/review": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A review's verdict on the work it checks: accept (the work is delivered as corrected, both earn their shares) or return with feedback */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    task_id: string;
                    user_id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["ReviewProductionTaskBody"];
                };
            };
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ProductionTask"];
                    };
                };
                /** @description Missing or invalid API key / session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description The task's state does not allow it */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: {
                                message: string;
                                status: string;
                            };
                        };
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/productions/producers/{user_id}/tasks/{task_id}/revoke": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Give the work up (the producer) or take it away (an operator): it is open again, no money moves */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    task_id: string;
                    user_id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ProductionTask"];
                    };
                };
                /** @description Missing or invalid API key / session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description The task's state does not allow it */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: {
                                message: string;
                                status: string;
                            };
                        };
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/productions/producers/{user_id}/tasks/{task_id}/submit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Hand the work in: a review task is made for it */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    task_id: string;
                    user_id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ProductionTask"];
                    };
                };
                /** @description Missing or invalid API key / session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description The task's state does not allow it */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: {
                                message: string;
                                status: string;
                            };
                        };
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/productions/producers/{user_id}/tasks/{task_id}/transcription": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Save the producer's working transcript (the editor's autosave) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    task_id: string;
                    user_id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["SaveProductionTranscriptionBody"];
                };
            };
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ProductionTask"];
                    };
                };
                /** @description Missing or invalid API key / session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description The task's state does not allow it */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: {
                                message: string;
                                status: string;
                            };
                        };
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/productions/producers/{user_id}/tasks/{task_id}/transcription/align": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Place the edited text of segments (all when none named) in the media by forced alignment; their times move to their words' */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    task_id: string;
                    user_id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["AlignProductionTranscriptionBody"];
                };
            };
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ProductionTask"];
                    };
                };
                /** @description Missing or invalid API key / session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description The task's state does not allow it */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: {
                                message: string;
                                status: string;
                            };
                        };
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/productions/producers/{user_id}/tasks/{task_id}/transcription/diff": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What the producer changed: against the machine transcript, and against the last reviewed version */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    task_id: string;
                    user_id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ProductionTranscriptionDiff"];
                    };
                };
                /** @description Missing or invalid API key / session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description The task's state does not allow it */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: {
                                message: string;
                                status: string;
                            };
                        };
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/productions/producers/{user_id}/tasks/{task_id}/transcription/resegment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Cut the transcript again by its pauses and sentence ends (words placed by forced alignment) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    task_id: string;
                    user_id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ProductionTask"];
                    };
                };
                /** @description Missing or invalid API key / session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description The task's state does not allow it */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: {
                                message: string;
                                status: string;
                            };
                        };
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/productions/producers/{user_id}/tasks/{task_id}/transcription/retranscribe-segment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Recognise one segment's span again with the best installed recogniser */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    task_id: string;
                    user_id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["RetranscribeProductionSegmentBody"];
                };
            };
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ProductionTask"];
                    };
                };
                /** @description Missing or invalid API key / session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description The task's state does not allow it */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: {
                                message: string;
                                status: string;
                            };
                        };
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/productions/producers/{user_id}/tasks/{task_id}/transcription/translate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Machine translations of segments as suggestions (nothing saved); 400 without a translation engine */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    task_id: string;
                    user_id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["TranslateProductionTranscriptionBody"];
                };
            };
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["TranslatedProductionSegments"];
                    };
                };
                /** @description Missing or invalid API key / session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description The task's state does not allow it */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: {
                                message: string;
                                status: string;
                            };
                        };
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/productions/profiles/{handle}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A producer's public profile: languages, qualifications, work done and accuracy (no account needed) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    handle: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ProducerProfile"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/productions/qualifications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The qualification tests, the caller's qualifications and scores, and whether they are a producer */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ProductionQualificationTests"];
                    };
                };
                /** @description Missing or invalid API key / session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/productions/qualifications/{qualification}/attempts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Hand in a transcription of a test's recording: scored by word error rate, passing at 0.1 or less grants the qualification (and the producer role, in probation) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    qualification: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["ProductionQualificationAttemptBody"];
                };
            };
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ProductionQualificationAttempt"];
                    };
                };
                /** @description Missing or invalid API key / session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/productions/qualifications/{qualification}/audio": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A test's recording (WAV) to transcribe */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    qualification: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The recording */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "audio/wav": string;
                    };
                };
                /** @description Missing or invalid API key / session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/productions/tasks/{description_id}/priority": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** An operator sets open work's priority (-100 to 100; higher first) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    description_id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["ProductionTaskPriorityBody"];
                };
            };
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            description_id: string;
                            priority: number;
                        };
                    };
                };
                /** @description Missing or invalid API key / session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description The task's state does not allow it */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: {
                                message: string;
                                status: string;
                            };
                        };
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/productions/teams/{team_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A team (a kind of work and a language): its open work and whether the caller may take it */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    team_id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ProductionTeam"];
                    };
                };
                /** @description Missing or invalid API key / session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description The task's state does not allow it */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: {
                                message: string;
                                status: string;
                            };
                        };
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/productions/teams/{team_id}/tasks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A team's open work, most urgent first (the unclaimed list; keyset pages) */
        get: {
            parameters: {
                query?: {
                    page_size?: number;
                    page_token?: string;
                };
                header?: never;
                path: {
                    team_id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ProductionOpenWorkPage"];
                    };
                };
                /** @description Missing or invalid API key / session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description The task's state does not allow it */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: {
                                message: string;
                                status: string;
                            };
                        };
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/pronunciation-dictionaries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the dictionaries the caller sees: all of the workspace's for admins, else its own and those shared with it (keyset pages) */
        get: {
            parameters: {
                query?: {
                    /** @description The previous page's next_cursor. */
                    cursor?: string;
                    /** @description Also list archived dictionaries (default false). */
                    include_archived?: "true" | "false";
                    /** @description At most 100, default 30. */
                    page_size?: number;
                    sort?: "creation_time_unix" | "name";
                    sort_direction?: "ascending" | "descending" | "asc" | "desc";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["GetPronunciationDictionariesMetadataResponse"];
                    };
                };
                /** @description Unknown cursor */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Missing or invalid API key / session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/pronunciation-dictionaries/{dictionary_id}/{version_id}/download": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Download a version's rules as a PLS lexicon */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    dictionary_id: string;
                    version_id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The PLS file */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/pls+xml": string;
                    };
                };
                /** @description Missing or invalid API key / session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/pronunciation-dictionaries/{pronunciation_dictionary_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a dictionary with the rules of its latest version */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    pronunciation_dictionary_id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["GetPronunciationDictionaryWithRulesResponse"];
                    };
                };
                /** @description Missing or invalid API key / session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Rename, archive or restore a dictionary (no new version) */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    pronunciation_dictionary_id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["UpdatePronunciationDictionaryRequest"];
                };
            };
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["GetPronunciationDictionaryMetadataResponse"];
                    };
                };
                /** @description Missing or invalid API key / session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/v1/pronunciation-dictionaries/{pronunciation_dictionary_id}/add-rules": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add rules; one with the same string_to_replace is replaced (a new version) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    pronunciation_dictionary_id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["AddPronunciationDictionaryRulesRequest"];
                };
            };
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["PronunciationDictionaryRulesResponse"];
                    };
                };
                /** @description Missing or invalid API key / session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/pronunciation-dictionaries/{pronunciation_dictionary_id}/remove-rules": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Remove the rules of these strings (a new version) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    pronunciation_dictionary_id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["RemovePronunciationDictionaryRulesRequest"];
                };
            };
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["PronunciationDictionaryRulesResponse"];
                    };
                };
                /** @description Missing or invalid API key / session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/pronunciation-dictionaries/{pronunciation_dictionary_id}/set-rules": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Replace all rules (a new version) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    pronunciation_dictionary_id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["SetPronunciationDictionaryRulesRequest"];
                };
            };
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["PronunciationDictionaryRulesResponse"];
                    };
                };
                /** @description Missing or invalid API key / session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/pronunciation-dictionaries/add-from-file": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create a dictionary from a PLS lexicon file (multipart form) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "multipart/form-data": {
                        description?: string | null;
                        /**
                         * Format: binary
                         * @description A lexicon .pls file (W3C PLS 1.0).
                         */
                        file?: string;
                        /** @description The dictionary's name, for identification only. */
                        name: string;
                        /** @enum {string|null} */
                        workspace_access?: "admin" | "editor" | "commenter" | "viewer" | null;
                    };
                };
            };
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AddPronunciationDictionaryResponse"];
                    };
                };
                /** @description The dictionary is archived, or the lexicon file is not valid PLS */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Missing or invalid API key / session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description The file is too large */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Not a multipart form */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/pronunciation-dictionaries/add-from-rules": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create a dictionary from rules */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["AddPronunciationDictionaryFromRulesRequest"];
                };
            };
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AddPronunciationDictionaryResponse"];
                    };
                };
                /** @description Missing or invalid API key / session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/service-accounts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the workspace's service accounts with their keys */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["WorkspaceServiceAccountListResponseModel"];
                    };
                };
                /** @description Missing or invalid API key / session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        put?: never;
        /** Create a service account (an editor unless role says admin); at most 20 per workspace */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["BodyCreateServiceAccountV1ServiceAccountsPost"];
                };
            };
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["WorkspaceCreateServiceAccountResponseModel"];
                    };
                };
                /** @description The workspace has the most service accounts it may have */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Missing or invalid API key / session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Needs service_account_write (admins only; a key must be given it by name) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/service-accounts/{service_account_user_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete a service account and its API keys (Vocable) */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    service_account_user_id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["StatusOk"];
                    };
                };
                /** @description Missing or invalid API key / session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Needs service_account_write (admins only; a key must be given it by name) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/service-accounts/{service_account_user_id}/api-keys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List a service account's API keys */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    service_account_user_id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["WorkspaceApiKeyListResponseModel"];
                    };
                };
                /** @description Missing or invalid API key / session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        put?: never;
        /** Create an API key for a service account; the key is in this response only (a person needs a fresh proof of access to the mailbox) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    service_account_user_id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["BodyCreateServiceAccountApiKey"];
                };
            };
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["WorkspaceCreateApiKeyResponseModel"];
                    };
                };
                /** @description Missing or invalid API key / session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Needs service_account_write (admins only; a key must be given it by name) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/service-accounts/{service_account_user_id}/api-keys/{api_key_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete a service account's API key */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    api_key_id: string;
                    service_account_user_id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["StatusOk"];
                    };
                };
                /** @description Missing or invalid API key / session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Needs service_account_write (admins only; a key must be given it by name) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        /** Rename, re-scope, limit, disable or enable a service account's API key */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    api_key_id: string;
                    service_account_user_id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["BodyEditServiceAccountApiKey"];
                };
            };
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["StatusOk"];
                    };
                };
                /** @description Missing or invalid API key / session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Needs service_account_write (admins only; a key must be given it by name) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/v1/shared-voices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The voice library, newest first */
        get: {
            parameters: {
                query?: {
                    accent?: string;
                    age?: string;
                    category?: "generated" | "professional" | "high_quality" | "famous";
                    descriptives?: string | string[];
                    featured?: "0" | "1" | "true" | "false" | "yes" | "no" | "on" | "off" | "True" | "False";
                    gender?: string;
                    include_custom_rates?: "0" | "1" | "true" | "false" | "yes" | "no" | "on" | "off" | "True" | "False";
                    include_live_moderated?: "0" | "1" | "true" | "false" | "yes" | "no" | "on" | "off" | "True" | "False";
                    language?: string;
                    last_sort_id?: string;
                    locale?: string;
                    min_notice_period_days?: number | null;
                    owner_id?: string;
                    page?: number | null;
                    page_size?: number;
                    reader_app_enabled?: "0" | "1" | "true" | "false" | "yes" | "no" | "on" | "off" | "True" | "False";
                    search?: string;
                    sort?: string;
                    use_cases?: string | string[];
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["LibraryVoicesResponse"];
                    };
                };
                /** @description Missing or invalid API key / session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/shared/{share_link_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Vocable (public): the item behind a share link, for its public page */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    share_link_id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["SharedHistoryItem"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Too many requests from this address */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/shared/{share_link_id}/audio": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Vocable (public): the shared item's audio, with byte ranges; ?download=1 for an attachment */
        get: {
            parameters: {
                query?: {
                    download?: "0" | "1";
                };
                header?: {
                    /** @description One byte range: `bytes=a-b`, `bytes=a-` or `bytes=-n` */
                    range?: string;
                };
                path: {
                    share_link_id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The audio */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/octet-stream": string;
                    };
                };
                /** @description The requested byte range */
                206: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/octet-stream": string;
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description The range starts past the end of the audio */
                416: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Too many requests from this address */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/shared/{share_link_id}/preview.png": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Vocable (public): the shared item's card image (its share video's 320 × 320 preview; text-to-speech items) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    share_link_id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description PNG image */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/octet-stream": string;
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Too many requests from this address */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/similar-voices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Library and premade voices that sound like a sample
         * @description Multipart `audio_file`, optional `similarity_threshold` (0..2, a distance: 1 - cosine similarity of speaker embeddings) and `top_k` (1..100).
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "multipart/form-data": {
                        /** Format: binary */
                        audio_file: string;
                        similarity_threshold?: number;
                        top_k?: number;
                    };
                };
            };
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["LibraryVoicesResponse"];
                    };
                };
                /** @description Missing or invalid API key / session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/single-use-token/{token_type}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A time-bound single-use token (15 minutes, one use) for a browser's speech-to-text calls (realtime_scribe, batch_scribe), instead of the API key */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description realtime_scribe or batch_scribe */
                    token_type: "realtime_scribe" | "batch_scribe";
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["SingleUseTokenResponseModel"];
                    };
                };
                /** @description Missing or invalid API key / session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description The caller may not use the token's kind */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/single-use-token/tts_websocket": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A time-bound single-use token (15 minutes, one connection) for a browser's text-to-speech socket, instead of the API key */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["SingleUseTokenResponseModel"];
                    };
                };
                /** @description Missing or invalid API key / session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description The caller may not use the token's kind */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/sound-effects/library": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Vocable, public: the sound effects people published, newest first, by search and category (keyset pages) */
        get: {
            parameters: {
                query?: {
                    category?: "weather" | "water" | "fire" | "footsteps" | "doors" | "impacts" | "machines" | "vehicles" | "animals" | "ui" | "whooshes" | "crowds" | "ambience" | "other";
                    /** @description next_cursor of the previous page */
                    cursor?: string;
                    page_size?: number;
                    /** @description Words of the title or prompt (ignoring case). */
                    search?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["SoundEffectLibraryPage"];
                    };
                };
                /** @description A bad query */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Too many requests */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/sound-effects/library/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Vocable, public: one published sound effect */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    slug: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["SoundEffectListing"];
                    };
                };
                /** @description No such sound effect */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Too many requests */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/sound-effects/library/{slug}/audio": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Vocable, public: a published sound effect's audio (byte ranges supported; ?download=1 to save it) */
        get: {
            parameters: {
                query?: {
                    download?: "0" | "1";
                };
                header?: {
                    /** @description One byte range: `bytes=a-b`, `bytes=a-` or `bytes=-n` */
                    range?: string;
                };
                path: {
                    slug: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The audio */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "audio/mpeg": string;
                    };
                };
                /** @description No such sound effect */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Too many requests */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/sound-effects/vocabulary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Vocable, public: the families of sounds the built-in procedural engine has recipes for, with example prompts, and which engine makes sounds by default */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["SoundEffectVocabulary"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/sound-generation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Make a sound effect from a description (textToSoundEffects.convert), charged in seconds against the plan's monthly sound-effect seconds. The built-in engine is procedural (noise, oscillators, filters and envelopes following a recipe for the prompt's words); a prompt it has no recipe for is 400 naming what it understood */
        post: {
            parameters: {
                query?: {
                    /** @description e.g. mp3_44100_128 (default), pcm_44100, wav_44100, opus_48000_64 */
                    output_format?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["CreateSoundEffectRequest"];
                };
            };
            responses: {
                /** @description The sound (headers: history-item-id, sound-effect-seed, sound-effect-category, sound-effect-description) */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "audio/mpeg": string;
                    };
                };
                /** @description A prompt without a recipe, or a model that does not make sound effects */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Missing or invalid API key / session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
                /** @description No sound-generation engine is installed */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/sound-generation/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Vocable: your sound effects, newest first (their audio: GET /v1/history/{history_item_id}/audio) */
        get: {
            parameters: {
                query?: {
                    page_size?: number;
                    start_after_history_item_id?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["SoundEffectHistoryPage"];
                    };
                };
                /** @description Missing or invalid API key / session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/sound-generation/history/{history_item_id}/publish": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Vocable: publish one of your sound effects to the public library (/sound-effects/{slug}) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    history_item_id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["PublishSoundEffectRequest"];
                };
            };
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["SoundEffectListing"];
                    };
                };
                /** @description Missing or invalid API key / session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Already published */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        /** Vocable: take one of your sound effects out of the public library */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    history_item_id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["StatusOk"];
                    };
                };
                /** @description Missing or invalid API key / session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/speech-to-speech/{voice_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Speak the audio's words in another voice (speechToSpeech.convert). Charged 1,000 characters a minute of the audio sent. The built-in voice changer (vocable_voice_changer) is an approximation: it recognises the words and re-speaks them in the target voice at the source's timing and pitch; an ElevenLabs engine, when the operator configures one, converts for real. */
        post: {
            parameters: {
                query?: {
                    /** @description false keeps no history item */
                    enable_logging?: "true" | "false";
                    optimize_streaming_latency?: number | null;
                    /** @description e.g. mp3_44100_128 (default), pcm_24000, wav_44100, ulaw_8000, opus_48000_64 */
                    output_format?: string;
                };
                header?: never;
                path: {
                    voice_id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "multipart/form-data": {
                        /**
                         * Format: binary
                         * @description The speech to convert (the types speech to text accepts, up to 5 minutes)
                         */
                        audio: string;
                        /** @enum {string} */
                        file_format?: "pcm_s16le_16" | "other";
                        model_id?: string;
                        remove_background_noise?: string;
                        seed?: string;
                        /** @description JSON-encoded voice settings */
                        voice_settings?: string;
                    };
                };
            };
            responses: {
                /** @description The converted speech */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "audio/mpeg": string;
                    };
                };
                /** @description Not accepted audio (type, damaged, too long), no speech in it, or a model that cannot convert */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Missing or invalid API key / session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description The file is larger than MAX_UPLOAD_BYTES */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Not a multipart form */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
                /** @description No voice-conversion engine is installed */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/speech-to-speech/{voice_id}/stream": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The same, the answer streamed as it is sent (speechToSpeech.stream). Charged 1,000 characters a minute of the audio sent. The built-in voice changer (vocable_voice_changer) is an approximation: it recognises the words and re-speaks them in the target voice at the source's timing and pitch; an ElevenLabs engine, when the operator configures one, converts for real. */
        post: {
            parameters: {
                query?: {
                    /** @description false keeps no history item */
                    enable_logging?: "true" | "false";
                    optimize_streaming_latency?: number | null;
                    /** @description e.g. mp3_44100_128 (default), pcm_24000, wav_44100, ulaw_8000, opus_48000_64 */
                    output_format?: string;
                };
                header?: never;
                path: {
                    voice_id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "multipart/form-data": {
                        /**
                         * Format: binary
                         * @description The speech to convert (the types speech to text accepts, up to 5 minutes)
                         */
                        audio: string;
                        /** @enum {string} */
                        file_format?: "pcm_s16le_16" | "other";
                        model_id?: string;
                        remove_background_noise?: string;
                        seed?: string;
                        /** @description JSON-encoded voice settings */
                        voice_settings?: string;
                    };
                };
            };
            responses: {
                /** @description The converted speech, streamed */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "audio/mpeg": string;
                    };
                };
                /** @description Not accepted audio (type, damaged, too long), no speech in it, or a model that cannot convert */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Missing or invalid API key / session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description The file is larger than MAX_UPLOAD_BYTES */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Not a multipart form */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
                /** @description No voice-conversion engine is installed */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/speech-to-text": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Transcribe an audio file (speechToText.convert): waits for the transcript, or with webhook=true or async=true answers at once with its id */
        post: {
            parameters: {
                query?: {
                    /** @description false (zero retention) is refused with 400: transcripts are kept until deleted */
                    enable_logging?: string;
                    /** @description Single-use tokens are refused with 400; use xi-api-key */
                    token?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "multipart/form-data": {
                        /** @description A JSON list such as [{"format":"srt"}]: srt, txt, segmented_json, html (docx and pdf are refused) */
                        additional_formats?: string;
                        /** @description Vocable: true answers at once with the transcription id; poll GET /v1/speech-to-text/transcripts/{id} */
                        async?: string;
                        /** @description An https URL of the audio (public addresses only); source_url is the same */
                        cloud_storage_url?: string;
                        /** @description With diarize, without num_speakers: 0-1, how different two voices must be to be two speakers (voices with cosine similarity ≥ 1 − threshold are one); default 0.5 */
                        diarization_threshold?: string;
                        /** @description true: words get speaker_id (Silero VAD and x-vector speaker embeddings); 400 where those models are not installed */
                        diarize?: string;
                        /** @description Refused when false (400): transcripts are kept until deleted */
                        enable_logging?: string;
                        /** @description Repeated field: all, pii, pci or email_address, phone_number, credit_card, url, ip_address (rule-based); other kinds are refused by name. Answered in entities */
                        entity_detection?: string[];
                        /** @description Repeated field, a subset of entity_detection: those entities are replaced in the kept text and words */
                        entity_redaction?: string[];
                        /** @enum {string} */
                        entity_redaction_mode?: "redacted" | "entity_type" | "enumerated_entity_type";
                        /**
                         * Format: binary
                         * @description The audio; exactly one of file and cloud_storage_url
                         */
                        file?: string;
                        /** @enum {string} */
                        file_format?: "pcm_s16le_16" | "other";
                        /** @description Repeated field, at most 1000, each under 50 characters and 5 words. The recognisers take no hints: recognised words close to a keyterm (spelling or sound, above a threshold) are replaced by it after recognition (header x-vocable-keyterms: corrected-after-recognition) */
                        keyterms?: string[];
                        /** @description ISO 639-1 or 639-3; omitted, the recogniser's language is assumed */
                        language_code?: string;
                        /** @description A recognition model from GET /v1/models (scribe_v1 and scribe_v2 map to the best installed recogniser) */
                        model_id: string;
                        /** @description With diarize: at most this many speakers (1-32) */
                        num_speakers?: string;
                        /** @description 0 to 2147483647; no effect: the recognisers are deterministic */
                        seed?: string;
                        /** @description Refused when true (400): the recognisers tag no audio events */
                        tag_audio_events?: string;
                        /** @description 0 to 2; no effect: the recognisers are deterministic */
                        temperature?: string;
                        /** @enum {string} */
                        timestamps_granularity?: "none" | "word" | "character";
                        /** @description Refused when true (400) */
                        use_multi_channel?: string;
                        /** @description true: answer at once; the transcript goes to the workspace's speech_to_text webhooks when done */
                        webhook?: string;
                        /** @description With webhook=true: only this webhook (subscribed to speech_to_text.completed) is told */
                        webhook_id?: string;
                        /** @description With webhook=true: a JSON object (2 levels, 16 KB) given back in the webhook's data.webhook_metadata */
                        webhook_metadata?: string;
                    };
                };
            };
            responses: {
                /** @description The transcript, or the id of one being made */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["SpeechToTextChunkResponseModel"] | components["schemas"]["SpeechToTextWebhookResponseModel"];
                    };
                };
                /** @description Not accepted audio (type, damaged, cut short, too long), or an option the installed engines cannot do */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Missing or invalid API key / session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description The file is larger than MAX_UPLOAD_BYTES */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Not a multipart form */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
                /** @description The recogniser failed */
                502: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description No speech recognition engine is installed */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/speech-to-text/transcripts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the caller's transcripts, newest first (Vocable: the web app's speech-to-text history) */
        get: {
            parameters: {
                query?: {
                    cursor?: string;
                    page_size?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["TranscriptList"];
                    };
                };
                /** @description A cursor this server did not give */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Missing or invalid API key / session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/speech-to-text/transcripts/{transcription_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a transcript (speechToText.transcripts.get); while processing, its progress */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    transcription_id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["SpeechToTextChunkResponseModel"];
                    };
                };
                /** @description Missing or invalid API key / session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        /** Delete a transcript and its audio (speechToText.transcripts.delete) */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    transcription_id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["StatusOk"];
                    };
                };
                /** @description Missing or invalid API key / session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/speech-to-text/transcripts/{transcription_id}/audio": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The transcript's audio as 16 kHz mono FLAC, as recognised (Vocable; byte ranges supported) */
        get: {
            parameters: {
                query?: never;
                header?: {
                    /** @description One byte range: `bytes=a-b`, `bytes=a-` or `bytes=-n` */
                    range?: string;
                };
                path: {
                    transcription_id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The audio */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "audio/flac": string;
                    };
                };
                /** @description A byte range of the audio */
                206: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "audio/flac": string;
                    };
                };
                /** @description Missing or invalid API key / session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description The range starts past the end */
                416: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/text-to-dialogue": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Lines, each spoken by its voice, with a pause between them, as one audio file */
        post: {
            parameters: {
                query?: {
                    /** @description false keeps no history item */
                    enable_logging?: "true" | "false";
                    /** @description e.g. mp3_44100_128 (default), pcm_24000, wav_44100, ulaw_8000, opus_48000_64 */
                    output_format?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["TextToDialogueRequest"];
                };
            };
            responses: {
                /** @description Audio in the requested output_format */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "audio/mpeg": string;
                    };
                };
                /** @description A line cannot be spoken, or an option is refused */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Missing or invalid API key / session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
                /** @description Busy, or over the tier's concurrency */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/text-to-dialogue/stream": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The dialogue's audio, streamed as it is spoken */
        post: {
            parameters: {
                query?: {
                    /** @description false keeps no history item */
                    enable_logging?: "true" | "false";
                    /** @description e.g. mp3_44100_128 (default), pcm_24000, wav_44100, ulaw_8000, opus_48000_64 */
                    output_format?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["TextToDialogueRequest"];
                };
            };
            responses: {
                /** @description Audio in the requested output_format */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "audio/mpeg": string;
                    };
                };
                /** @description A line cannot be spoken, or an option is refused */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Missing or invalid API key / session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
                /** @description Busy, or over the tier's concurrency */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/text-to-dialogue/stream/with-timestamps": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** JSON chunks of audio_base64 with character timings and the voice segment each covers, one per blank-line-separated line */
        post: {
            parameters: {
                query?: {
                    /** @description false keeps no history item */
                    enable_logging?: "true" | "false";
                    /** @description e.g. mp3_44100_128 (default), pcm_24000, wav_44100, ulaw_8000, opus_48000_64 */
                    output_format?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["TextToDialogueRequest"];
                };
            };
            responses: {
                /** @description A stream of JSON objects separated by blank lines */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AudioWithTimestampsAndVoiceSegmentsResponseModel"];
                    };
                };
                /** @description A line cannot be spoken, or an option is refused */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Missing or invalid API key / session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
                /** @description Busy, or over the tier's concurrency */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/text-to-dialogue/with-timestamps": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The dialogue's audio with character timings and one voice segment per line */
        post: {
            parameters: {
                query?: {
                    /** @description false keeps no history item */
                    enable_logging?: "true" | "false";
                    /** @description e.g. mp3_44100_128 (default), pcm_24000, wav_44100, ulaw_8000, opus_48000_64 */
                    output_format?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["TextToDialogueRequest"];
                };
            };
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AudioWithTimestampsAndVoiceSegmentsResponseModel"];
                    };
                };
                /** @description A line cannot be spoken, or an option is refused */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Missing or invalid API key / session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
                /** @description Busy, or over the tier's concurrency */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/text-to-speech/{voice_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Convert text to speech */
        post: {
            parameters: {
                query?: {
                    /** @description false keeps no history item */
                    enable_logging?: "true" | "false";
                    optimize_streaming_latency?: number | null;
                    /** @description e.g. mp3_44100_128 (default), pcm_24000, wav_44100, ulaw_8000, opus_48000_64 */
                    output_format?: string;
                };
                header?: never;
                path: {
                    voice_id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["TextToSpeechRequest"];
                };
            };
            responses: {
                /** @description Audio in the requested output_format */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "audio/mpeg": string;
                    };
                };
                /** @description Text too long or unknown model */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Missing or invalid API key / session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
                /** @description The speech engines are busy */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/text-to-speech/{voice_id}/stream": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Convert text to speech, streaming the audio sentence by sentence */
        post: {
            parameters: {
                query?: {
                    /** @description false keeps no history item */
                    enable_logging?: "true" | "false";
                    optimize_streaming_latency?: number | null;
                    /** @description e.g. mp3_44100_128 (default), pcm_24000, wav_44100, ulaw_8000, opus_48000_64 */
                    output_format?: string;
                };
                header?: never;
                path: {
                    voice_id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["TextToSpeechRequest"];
                };
            };
            responses: {
                /** @description Audio in the requested output_format */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "audio/mpeg": string;
                    };
                };
                /** @description Text too long or unknown model */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Missing or invalid API key / session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
                /** @description The speech engines are busy */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/text-to-speech/{voice_id}/stream/with-timestamps": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Stream JSON chunks of audio_base64 with character timings, one per line */
        post: {
            parameters: {
                query?: {
                    /** @description false keeps no history item */
                    enable_logging?: "true" | "false";
                    optimize_streaming_latency?: number | null;
                    /** @description e.g. mp3_44100_128 (default), pcm_24000, wav_44100, ulaw_8000, opus_48000_64 */
                    output_format?: string;
                };
                header?: never;
                path: {
                    voice_id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["TextToSpeechRequest"];
                };
            };
            responses: {
                /** @description A stream of JSON objects separated by blank lines */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AudioWithTimestampsResponse"];
                    };
                };
                /** @description Text too long or unknown model */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Missing or invalid API key / session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
                /** @description The speech engines are busy */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/text-to-speech/{voice_id}/with-timestamps": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Convert text to speech with character timings */
        post: {
            parameters: {
                query?: {
                    /** @description false keeps no history item */
                    enable_logging?: "true" | "false";
                    optimize_streaming_latency?: number | null;
                    /** @description e.g. mp3_44100_128 (default), pcm_24000, wav_44100, ulaw_8000, opus_48000_64 */
                    output_format?: string;
                };
                header?: never;
                path: {
                    voice_id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["TextToSpeechRequest"];
                };
            };
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AudioWithTimestampsResponse"];
                    };
                };
                /** @description Text too long or unknown model */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Missing or invalid API key / session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
                /** @description The speech engines are busy */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/text-to-voice": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Keep a design preview as a voice */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["CreateVoiceFromPreviewRequest"];
                };
            };
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Voice"];
                    };
                };
                /** @description Missing or invalid API key / session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/text-to-voice/{generated_voice_id}/stream": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A design preview's audio */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    generated_voice_id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The preview audio in the format it was made in */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "audio/mpeg": string;
                    };
                };
                /** @description Missing or invalid API key / session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/text-to-voice/{voice_id}/remix": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Remix a voice by description: three previews
         * @description Changes a voice of the workspace by description ("deeper", "older", "faster", "breathy"...). No engine installed here designs voices from text: each preview is a parametric design on the built-in formant engine (eSpeak NG) from the description's words for gender, age, accent, pitch, pace and tone, one per seed (the same seed gives the same voice). model_id takes eleven_multilingual_ttv_v2 or eleven_ttv_v3 (both design this way); reference_audio_base64 is refused (400); stream_previews answers the ids with empty audio_base_64, to stream from GET /v1/text-to-voice/{generated_voice_id}/stream; guidance_scale, quality, prompt_strength, should_enhance and the remixing session ids have no counterpart here and are named in the x-vocable-unused-parameters header when sent.
         */
        post: {
            parameters: {
                query?: {
                    output_format?: "mp3_22050_32" | "mp3_24000_48" | "mp3_44100_32" | "mp3_44100_64" | "mp3_44100_96" | "mp3_44100_128" | "mp3_44100_192" | "pcm_8000" | "pcm_16000" | "pcm_22050" | "pcm_24000" | "pcm_44100" | "pcm_48000" | "ulaw_8000" | "alaw_8000" | "opus_48000_32" | "opus_48000_64" | "opus_48000_96" | "opus_48000_128" | "opus_48000_192";
                };
                header?: never;
                path: {
                    voice_id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["VoiceDesignRequest"];
                };
            };
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["VoiceDesignPreviewResponse"];
                    };
                };
                /** @description Missing or invalid API key / session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/text-to-voice/create-previews": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Design a voice from a description (older path of /design)
         * @description The same as /v1/text-to-voice/design. No engine installed here designs voices from text: each preview is a parametric design on the built-in formant engine (eSpeak NG) from the description's words for gender, age, accent, pitch, pace and tone, one per seed (the same seed gives the same voice). model_id takes eleven_multilingual_ttv_v2 or eleven_ttv_v3 (both design this way); reference_audio_base64 is refused (400); stream_previews answers the ids with empty audio_base_64, to stream from GET /v1/text-to-voice/{generated_voice_id}/stream; guidance_scale, quality, prompt_strength, should_enhance and the remixing session ids have no counterpart here and are named in the x-vocable-unused-parameters header when sent.
         */
        post: {
            parameters: {
                query?: {
                    output_format?: "mp3_22050_32" | "mp3_24000_48" | "mp3_44100_32" | "mp3_44100_64" | "mp3_44100_96" | "mp3_44100_128" | "mp3_44100_192" | "pcm_8000" | "pcm_16000" | "pcm_22050" | "pcm_24000" | "pcm_44100" | "pcm_48000" | "ulaw_8000" | "alaw_8000" | "opus_48000_32" | "opus_48000_64" | "opus_48000_96" | "opus_48000_128" | "opus_48000_192";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["VoiceDesignRequest"];
                };
            };
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["VoiceDesignPreviewResponse"];
                    };
                };
                /** @description Missing or invalid API key / session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/text-to-voice/design": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Design a voice from a description: three previews
         * @description Answers three previews, each with a generated_voice_id to keep with POST /v1/text-to-voice (kept 24 hours). No engine installed here designs voices from text: each preview is a parametric design on the built-in formant engine (eSpeak NG) from the description's words for gender, age, accent, pitch, pace and tone, one per seed (the same seed gives the same voice). model_id takes eleven_multilingual_ttv_v2 or eleven_ttv_v3 (both design this way); reference_audio_base64 is refused (400); stream_previews answers the ids with empty audio_base_64, to stream from GET /v1/text-to-voice/{generated_voice_id}/stream; guidance_scale, quality, prompt_strength, should_enhance and the remixing session ids have no counterpart here and are named in the x-vocable-unused-parameters header when sent.
         */
        post: {
            parameters: {
                query?: {
                    output_format?: "mp3_22050_32" | "mp3_24000_48" | "mp3_44100_32" | "mp3_44100_64" | "mp3_44100_96" | "mp3_44100_128" | "mp3_44100_192" | "pcm_8000" | "pcm_16000" | "pcm_22050" | "pcm_24000" | "pcm_44100" | "pcm_48000" | "ulaw_8000" | "alaw_8000" | "opus_48000_32" | "opus_48000_64" | "opus_48000_96" | "opus_48000_128" | "opus_48000_192";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["VoiceDesignRequest"];
                };
            };
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["VoiceDesignPreviewResponse"];
                    };
                };
                /** @description Missing or invalid API key / session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/usage/character-stats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Characters used over time, the caller's own or the workspace's (admins), per breakdown (client.usage.get)
         * @description Usage is recorded per UTC hour when a generation settles (charged characters minus refunds) and counted in the hour the request was made. Labels: "All" for breakdown none, voice names, model ids, member e-mails, API key names ("No API key" for the web app); a name two keys share gets the key's id in brackets. The same query with `.csv` appended to the path downloads the numbers as CSV.
         */
        get: {
            parameters: {
                query: {
                    /** @description Bucket size in seconds, overriding aggregation_interval; buckets start at start_unix's hour */
                    aggregation_bucket_size?: number;
                    /** @description Bucket length (UTC; weeks start on Monday); cumulative: one bucket for the whole window. Default day */
                    aggregation_interval?: "hour" | "day" | "week" | "month" | "cumulative";
                    /** @description none (one series "All"), voice (voice names), model (model ids), user (member e-mails; needs include_workspace_metrics=true), api_keys and all_api_keys (API key names; "No API key" for the web app), product_type ("Text to speech", "Voice isolator"), request_source ("API" or "Web app"), has_api_key ("true"/"false") */
                    breakdown_type?: "none" | "voice" | "model" | "user" | "api_keys" | "all_api_keys" | "product_type" | "request_source" | "has_api_key";
                    /** @description End of the window, UTC Unix milliseconds, inclusive (23:59:59 of a day to include that day); at most 366 days after start_unix */
                    end_unix: number | null;
                    /** @description true: the whole workspace (workspace admins only); false (default): the caller's own usage */
                    include_workspace_metrics?: "true" | "false";
                    /** @description credits and tts_characters: characters charged (after refunds); request_count: generations that delivered audio */
                    metric?: "credits" | "tts_characters" | "request_count";
                    /** @description Start of the window, UTC Unix milliseconds (00:00:00 of a day to include that day) */
                    start_unix: number | null;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["UsageCharactersResponseModel"];
                    };
                };
                /** @description Missing or invalid API key / session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description include_workspace_metrics=true from a caller who is not a workspace admin (or a key without workspace_analytics_full_read) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/usage/character-stats.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The character stats as a CSV download: header time_utc,time_unix_ms,<breakdown_type>,<metric>, one row per bucket and label */
        get: {
            parameters: {
                query: {
                    /** @description Bucket size in seconds, overriding aggregation_interval; buckets start at start_unix's hour */
                    aggregation_bucket_size?: number;
                    /** @description Bucket length (UTC; weeks start on Monday); cumulative: one bucket for the whole window. Default day */
                    aggregation_interval?: "hour" | "day" | "week" | "month" | "cumulative";
                    /** @description none (one series "All"), voice (voice names), model (model ids), user (member e-mails; needs include_workspace_metrics=true), api_keys and all_api_keys (API key names; "No API key" for the web app), product_type ("Text to speech", "Voice isolator"), request_source ("API" or "Web app"), has_api_key ("true"/"false") */
                    breakdown_type?: "none" | "voice" | "model" | "user" | "api_keys" | "all_api_keys" | "product_type" | "request_source" | "has_api_key";
                    /** @description End of the window, UTC Unix milliseconds, inclusive (23:59:59 of a day to include that day); at most 366 days after start_unix */
                    end_unix: number | null;
                    /** @description true: the whole workspace (workspace admins only); false (default): the caller's own usage */
                    include_workspace_metrics?: "true" | "false";
                    /** @description credits and tts_characters: characters charged (after refunds); request_count: generations that delivered audio */
                    metric?: "credits" | "tts_characters" | "request_count";
                    /** @description Start of the window, UTC Unix milliseconds (00:00:00 of a day to include that day) */
                    start_unix: number | null;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description CSV attachment */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/csv": string;
                    };
                };
                /** @description Missing or invalid API key / session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description include_workspace_metrics=true from a caller who is not a workspace admin (or a key without workspace_analytics_full_read) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/user": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get the signed-in user */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["User"];
                    };
                };
                /** @description Missing or invalid API key / session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/user/accept-bipa-terms": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Accept the updated biometric (BIPA) terms, effective May 31, 2024 */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["StatusOk"];
                    };
                };
                /** @description Missing or invalid API key / session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/user/action-codes/check-password-reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Check a password-reset code; returns the e-mail */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["ActionCodeRequest"];
                };
            };
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ActionCodeEmail"];
                    };
                };
                /** @description Invalid or expired code, or a weak password */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
                /** @description Too many attempts */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/user/action-codes/reset-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Set a new password with a reset code (ends every session) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["ResetPasswordRequest"];
                };
            };
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["StatusOk"];
                    };
                };
                /** @description Invalid or expired code, or a weak password */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
                /** @description Too many attempts */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/user/action-codes/verify-email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Apply an e-mail verification code */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["ActionCodeRequest"];
                };
            };
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ActionCodeEmail"];
                    };
                };
                /** @description Invalid or expired code, or a weak password */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
                /** @description Too many attempts */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/user/api-keys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List your API keys in this workspace (hints, permissions, limits) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiKeyList"];
                    };
                };
                /** @description Missing or invalid API key / session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/user/backup-code": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Issue a fresh set of backup codes (shown once; the previous set stops working) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["BackupCodesResponse"];
                    };
                };
                /** @description Two-factor is not on */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Missing or invalid API key / session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description A fresh sensitive-action proof is needed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/user/backup-code/{code}/remove-mfa": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Use a backup code: removes two-factor; during a sign-in waiting for its second factor, also completes the sign-in
         * @description Works with the pending two-factor sign-in cookie set by the password step, or signed in. Each code works once. The code travels in the path as the API has it; it is spent by this call, so a logged path holds a used code.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    code: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["RemoveMfaResponse"];
                    };
                };
                /** @description Not a valid unused backup code of this user, or two-factor is not on */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description No pending sign-in and no session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
                /** @description Too many attempts */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/user/change-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Change the password (ends every other session and the user's API keys) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["ChangePasswordRequest"];
                };
            };
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["StatusOk"];
                    };
                };
                /** @description Invalid or expired code, or a weak password */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Missing or invalid API key / session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
                /** @description Too many attempts */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/user/create-api-key": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create an API key with optional permissions and monthly character limit; the key is in this response only (needs a fresh proof of access to the mailbox; from a key, create_user_api_key) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        character_limit?: number | null;
                        name: string;
                        permissions?: "all" | components["schemas"]["PermissionType"][];
                    };
                };
            };
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CreatedApiKey"];
                    };
                };
                /** @description Missing or invalid API key / session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description A fresh proof of access to the mailbox is needed: a link was mailed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/user/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete the account with its workspace, history and API keys */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["StatusOk"];
                    };
                };
                /** @description Missing or invalid API key / session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description A fresh proof of access to the mailbox is needed: a link was mailed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/user/delete-api-key": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete an API key (key_id in the JSON body or the query) */
        delete: {
            parameters: {
                query?: {
                    key_id?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": components["schemas"]["DeleteApiKeyRequest"];
                };
            };
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["StatusOk"];
                    };
                };
                /** @description Missing or invalid API key / session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/user/dismiss-moderation-warning": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Dismiss the moderation warning */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["StatusOk"];
                    };
                };
                /** @description Missing or invalid API key / session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/user/edit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Change the first name and the privacy (CCPA) opt-out; the workspace admin also the character limit extension */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["EditUserRequest"];
                };
            };
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["StatusOk"];
                    };
                };
                /** @description Not allowed by the plan */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Missing or invalid API key / session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Not the workspace admin */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/user/edit-api-key": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Rename, re-scope, limit, disable or enable an API key */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        character_limit?: number | null;
                        is_enabled?: boolean;
                        key_id: string;
                        name?: string;
                        permissions?: "all" | components["schemas"]["PermissionType"][];
                    };
                };
            };
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["StatusOk"];
                    };
                };
                /** @description Missing or invalid API key / session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/user/edit-user-metadata": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Change account metadata (product-update consent; a sent geo_location is ignored) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["EditUserMetadataRequest"];
                };
            };
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["StatusOk"];
                    };
                };
                /** @description Missing or invalid API key / session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/user/email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Confirm (or, with is_reverting, undo) an e-mail change with the mailed code */
        put: {
            parameters: {
                query: {
                    is_reverting?: "0" | "1" | "true" | "false" | "yes" | "no" | "on" | "off" | "True" | "False";
                    verification_code: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["UpdatedEmail"];
                    };
                };
                /** @description Invalid or expired code, or a weak password */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description The address belongs to another account */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
                /** @description Too many attempts */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/user/generate-name": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Suggest a public name (adjective-noun-number); nothing is saved */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["GeneratedNameResponse"];
                    };
                };
                /** @description Missing or invalid API key / session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/user/has-alpha-access": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether the user may try unreleased features */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AlphaAccessResponse"];
                    };
                };
                /** @description Missing or invalid API key / session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/user/onboarding-checklist/hide": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Hide the onboarding checklist widget */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OnboardingChecklistResponse"];
                    };
                };
                /** @description Missing or invalid API key / session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/user/onboarding-checklist/initiate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Initiate the onboarding checklist (an existing one is kept) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OnboardingChecklistResponse"];
                    };
                };
                /** @description Missing or invalid API key / session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/user/onboarding-checklist/mark-complete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mark the onboarding checklist complete */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OnboardingChecklistResponse"];
                    };
                };
                /** @description Missing or invalid API key / session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/user/onboarding-checklist/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Report a checklist item done. Items complete only on the server when their event happens (a text-to-speech generation, an API key; the others once their features exist): a done item is confirmed, an open one refused (400) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["OnboardingChecklistUpdateRequest"];
                };
            };
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OnboardingChecklistResponse"];
                    };
                };
                /** @description The item is open: it completes by itself when its event happens, or its feature is not available here */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Missing or invalid API key / session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/user/onboarding-survey-complete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Answer the onboarding survey: completes onboarding and initiates the checklist */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["OnboardingSurveyRequest"];
                };
            };
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["StatusOk"];
                    };
                };
                /** @description Missing or invalid API key / session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/user/opt-out-of-updates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Stop product-update e-mails with the key from an e-mail's footer link (no sign-in needed: the key is the proof) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["OptOutOfUpdatesRequest"];
                };
            };
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["StatusOk"];
                    };
                };
                /** @description Invalid key (invalid_action_code) */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/user/post-registration-user-setup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** After sign-up: record the referral code the visitor came with (pid); xid and gcp_marketplace_jwt are accepted and ignored */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": components["schemas"]["PostRegistrationUserSetupRequest"];
                };
            };
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["StatusOk"];
                    };
                };
                /** @description Missing or invalid API key / session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/user/pre-sign-up": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Before sign-up: checks the form's fields and answers the same for every address (it never tells whether one is registered). reCAPTCHA is not checked: no outside service is called; sign-up has its own rate limit */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["PreSignUpRequest"];
                };
            };
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["StatusOk"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/user/prepare-internal-verification": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Kept for compatibility: internal staff verification is not a feature of Vocable, so this answers the same for any input and does nothing */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["PrepareInternalVerificationRequest"];
                };
            };
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["StatusOk"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/user/rand": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A uniformly random number in [0, 1) from the server's cryptographic generator (e.g. to pick an experiment bucket) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["RandResponse"];
                    };
                };
                /** @description Missing or invalid API key / session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/user/record-device-fingerprint": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Record the browser's device fingerprint (stored as a keyed hash) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["RecordDeviceFingerprintRequest"];
                };
            };
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["StatusOk"];
                    };
                };
                /** @description Missing or invalid API key / session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/user/referral-link": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The user's referral link (the code is made on the first ask) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ReferralLinkResponse"];
                    };
                };
                /** @description Missing or invalid API key / session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/user/request-alpha-access": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Ask for access to unreleased features (recorded for the operator) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AlphaAccessResponse"];
                    };
                };
                /** @description Missing or invalid API key / session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/user/send-email-change-verification": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mail a confirmation link to a new e-mail address */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["EmailChangeRequest"];
                };
            };
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["StatusOk"];
                    };
                };
                /** @description Invalid or expired code, or a weak password */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Missing or invalid API key / session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description A fresh proof of access to the mailbox is needed: a link was mailed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
                /** @description Too many attempts */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/user/send-password-reset-email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mail a password-reset link (same answer for any address) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["SendAccountEmailRequest"];
                };
            };
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["StatusOk"];
                    };
                };
                /** @description Invalid or expired code, or a weak password */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
                /** @description Too many attempts */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/user/send-verification-email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mail a verification link (same answer for any address) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["SendAccountEmailRequest"];
                };
            };
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["StatusOk"];
                    };
                };
                /** @description Invalid or expired code, or a weak password */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
                /** @description Too many attempts */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/user/session-activity": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Record that the signed-in user is active (keeps the session within the workspace's inactivity timeout)
         * @description The web app calls this while the person at the browser is active, at most once per min(60 s, session_inactivity_timeout / 4). It only records activity on this session; a session idle for longer than the timeout has been ended and answers 401.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["StatusOk"];
                    };
                };
                /** @description Missing or invalid API key / session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Called with an API key: there is no session */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/user/sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List your signed-in sessions (device, address, last activity) */
        get: {
            parameters: {
                query?: {
                    page_size?: number;
                    page_token?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["SessionList"];
                    };
                };
                /** @description Missing or invalid API key / session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/user/sessions/{session_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Sign one of your sessions out */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    session_id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["StatusOk"];
                    };
                };
                /** @description Missing or invalid API key / session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/user/sessions/revoke-others": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign out every session but this one */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["StatusOk"];
                    };
                };
                /** @description Missing or invalid API key / session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/user/sign-in-requests/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Answer a support-access request with the code of its e-mail link: grant (default) records access until the hours the operator asked for; grant false declines. Signed in with a session; the code is the user's, single use */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["SignInRequestVerification"];
                };
            };
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["SignInRequestAnswer"];
                    };
                };
                /** @description Invalid, expired, used or another account's code */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Missing or invalid API key / session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Answered with an API key: only the signed-in person can grant access */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
                /** @description Too many attempts */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/user/subscription": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get the workspace subscription and character quota */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["SubscriptionResponse"];
                    };
                };
                /** @description Missing or invalid API key / session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/user/update-mfa-factors": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Turn the TOTP factor off (needs a fresh sensitive-action proof); turning it on is the set-up flow */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["UpdateMfaFactorsRequest"];
                };
            };
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["TwoFactorFields"];
                    };
                };
                /** @description Set-up needed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Missing or invalid API key / session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description A fresh sensitive-action proof is needed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/user/update-public-user-name": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Set the name shown beside shared items (one line, at most 50 characters; empty clears it) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["UpdatePublicUserNameRequest"];
                };
            };
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["StatusMessage"];
                    };
                };
                /** @description Missing or invalid API key / session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/user/verify-sensitive-action-code": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Prove access to the mailbox for sensitive actions */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["SensitiveActionCodeRequest"];
                };
            };
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["StatusOk"];
                    };
                };
                /** @description Invalid or expired code, or a weak password */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Missing or invalid API key / session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
                /** @description Too many attempts */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/user/workspaces": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The workspaces you belong to */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["UserWorkspaceList"];
                    };
                };
                /** @description Missing or invalid API key / session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/user/workspaces/{workspace_id}/switch": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Act in another of your workspaces from the next request on */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    workspace_id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["StatusOk"];
                    };
                };
                /** @description Refused by a rule (seats, an existing member, the owner, the last admin, an unusable invite) */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Missing or invalid API key / session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Not allowed to the caller's role or key */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/voices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List all voices */
        get: {
            parameters: {
                query?: {
                    show_legacy?: "0" | "1" | "true" | "false" | "yes" | "no" | "on" | "off" | "True" | "False";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["GetVoicesResponse"];
                    };
                };
                /** @description Missing or invalid API key / session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/voices/{voice_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a voice */
        get: {
            parameters: {
                query?: {
                    with_settings?: "0" | "1" | "true" | "false" | "yes" | "no" | "on" | "off" | "True" | "False";
                };
                header?: never;
                path: {
                    voice_id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Voice"];
                    };
                };
                /** @description Missing or invalid API key / session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        /** Delete a voice (its history items keep its name) */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    voice_id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["StatusOk"];
                    };
                };
                /** @description Missing or invalid API key / session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/voices/{voice_id}/captcha": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A sentence for a cloned voice's speaker to record */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    voice_id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CaptchaResponse"];
                    };
                };
                /** @description Missing or invalid API key / session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        put?: never;
        /** The recording of the captcha sentence (a cloned or professional voice) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    voice_id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "multipart/form-data": {
                        /** Format: binary */
                        recording: string;
                    };
                };
            };
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status: string;
                        };
                    };
                };
                /** @description Missing or invalid API key / session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/voices/{voice_id}/edit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Edit a voice: name, description, labels, more samples */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    voice_id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "multipart/form-data": {
                        description?: string;
                        files?: string[];
                        labels?: {
                            [key: string]: string;
                        };
                        name: string;
                        /** @enum {string} */
                        remove_background_noise?: "true" | "false";
                    };
                };
            };
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["StatusOk"];
                    };
                };
                /** @description Missing or invalid API key / session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/voices/{voice_id}/preview.mp3": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A voice's preview audio (public) */
        get: {
            parameters: {
                query?: never;
                header?: {
                    /** @description One byte range: `bytes=a-b`, `bytes=a-` or `bytes=-n` */
                    range?: string;
                };
                path: {
                    voice_id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description MP3 audio */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "audio/mpeg": string;
                    };
                };
                /** @description The requested byte range of the MP3 */
                206: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "audio/mpeg": string;
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description The range starts past the end of the file */
                416: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/voices/{voice_id}/samples/{sample_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete a sample of a voice */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    sample_id: string;
                    voice_id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["StatusOk"];
                    };
                };
                /** @description Missing or invalid API key / session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/voices/{voice_id}/samples/{sample_id}/audio": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A voice sample's audio (WAV) */
        get: {
            parameters: {
                query?: never;
                header?: {
                    /** @description One byte range: `bytes=a-b`, `bytes=a-` or `bytes=-n` */
                    range?: string;
                };
                path: {
                    sample_id: string;
                    voice_id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The sample as mono WAV */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "audio/wav": string;
                    };
                };
                /** @description A byte range of it */
                206: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "audio/wav": string;
                    };
                };
                /** @description Missing or invalid API key / session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/voices/{voice_id}/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A voice's settings in this workspace */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    voice_id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ResolvedVoiceSettings"];
                    };
                };
                /** @description Missing or invalid API key / session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/voices/{voice_id}/settings/edit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Edit a voice's settings in this workspace */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    voice_id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["VoiceSettings"];
                };
            };
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["StatusOk"];
                    };
                };
                /** @description Missing or invalid API key / session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/voices/{voice_id}/sharing": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** List a voice in the voice library, or change its listing */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    voice_id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["ShareVoiceRequest"];
                };
            };
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["VoiceSharing"];
                    };
                };
                /** @description Missing or invalid API key / session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        /** Take a voice out of the voice library (copies keep working for its notice period; their workspaces get voice.library_removal_notice) */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    voice_id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            copies: number;
                            disable_at_unix: number;
                            /** @enum {string} */
                            status: "ok";
                        };
                    };
                };
                /** @description Missing or invalid API key / session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/voices/accents": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The accents of the voice library's listed voices (optionally of one language, or of the languages a model speaks) */
        get: {
            parameters: {
                query?: {
                    language?: string;
                    model_id?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["GetVoiceAccentsResponseModel"];
                    };
                };
                /** @description Missing or invalid API key / session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/voices/add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Clone a voice from samples (instant voice cloning)
         * @description Multipart: `name`, repeated `files`, optional `description`, `labels` (a JSON object of strings), `remove_background_noise`. The samples must hold at least 3 s of speech of one speaker, unclipped. With a cloning engine installed the voice is a real clone; without one it is an approximation on the built-in engines, and its description, `labels.vocable_method` and `fine_tuning.message` say so.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "multipart/form-data": {
                        description?: string;
                        files: string[];
                        labels?: {
                            [key: string]: string;
                        };
                        name: string;
                        /** @enum {string} */
                        remove_background_noise?: "true" | "false";
                    };
                };
            };
            responses: {
                /** @description The voice. Vocable only: with `Accept: application/x-ndjson` the answer starts at once and is one JSON object per line, each an `AddVoiceProgressLine`: the stages as they start, then the voice (`done`) or the error (`error`: the status and body the plain call would answer with). */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AddVoiceResponse"];
                        "application/x-ndjson": components["schemas"]["AddVoiceProgressLine"];
                    };
                };
                /** @description Missing or invalid API key / session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/voices/add/{public_user_id}/{voice_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add a library voice to your voices */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    public_user_id: string;
                    voice_id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        bookmarked?: boolean;
                        new_name: string;
                    };
                };
            };
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AddSharedVoiceResponse"];
                    };
                };
                /** @description Missing or invalid API key / session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/voices/collections": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Your voice collections, newest first */
        get: {
            parameters: {
                query?: {
                    next_page_token?: string;
                    page_size?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["VoiceCollectionList"];
                    };
                };
                /** @description Missing or invalid API key / session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        put?: never;
        /** Create a voice collection */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default  */
                        icon?: string;
                        title: string;
                    };
                };
            };
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["VoiceCollection"];
                    };
                };
                /** @description Missing or invalid API key / session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/voices/collections/{collection_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A voice collection */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    collection_id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["VoiceCollection"];
                    };
                };
                /** @description Missing or invalid API key / session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        /** Delete a voice collection (its voices stay) */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    collection_id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            collection_id: string;
                        };
                    };
                };
                /** @description Missing or invalid API key / session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        /** Rename a voice collection or change its icon */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    collection_id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        icon?: string;
                        title?: string;
                    };
                };
            };
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["VoiceCollection"];
                    };
                };
                /** @description Missing or invalid API key / session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/v1/voices/collections/{collection_id}/voice/{voice_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add a voice to a collection */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    collection_id: string;
                    voice_id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            collection_id: string;
                            voice_id: string;
                        };
                    };
                };
                /** @description Missing or invalid API key / session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        /** Take a voice out of a collection */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    collection_id: string;
                    voice_id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            collection_id: string;
                            voice_id: string;
                        };
                    };
                };
                /** @description Missing or invalid API key / session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/voices/pvc": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create a professional voice (empty; add samples, verify, train) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        description?: string | null;
                        labels?: {
                            [key: string]: string | null;
                        } | null;
                        language: string;
                        name: string;
                    };
                };
            };
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["PvcVoiceResponse"];
                    };
                };
                /** @description Missing or invalid API key / session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/voices/pvc/{voice_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Edit a professional voice */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    voice_id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        description?: string | null;
                        labels?: {
                            [key: string]: string | null;
                        } | null;
                        language?: string;
                        name?: string;
                    };
                };
            };
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["PvcVoiceResponse"];
                    };
                };
                /** @description Missing or invalid API key / session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/voices/pvc/{voice_id}/captcha": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A sentence for the voice's speaker to record */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    voice_id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CaptchaResponse"];
                    };
                };
                /** @description Missing or invalid API key / session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        put?: never;
        /** The recording of the captcha sentence (checked by speech recognition and speaker embedding) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    voice_id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "multipart/form-data": {
                        /** Format: binary */
                        recording: string;
                    };
                };
            };
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status: string;
                        };
                    };
                };
                /** @description Missing or invalid API key / session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/voices/pvc/{voice_id}/samples": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add samples to a professional voice */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    voice_id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "multipart/form-data": {
                        files: string[];
                        remove_background_noise?: boolean;
                    };
                };
            };
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["VoiceSample"][];
                    };
                };
                /** @description Missing or invalid API key / session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/voices/pvc/{voice_id}/samples/{sample_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Pick speakers, trim, rename a sample */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    sample_id: string;
                    voice_id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        file_name?: string | null;
                        remove_background_noise?: boolean;
                        selected_speaker_ids?: string[] | null;
                        /** @description End of the audio to train on, in milliseconds (null clears it) */
                        trim_end_time?: number | null;
                        /** @description Start of the audio to train on, in milliseconds (null clears it) */
                        trim_start_time?: number | null;
                    };
                };
            };
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["PvcVoiceResponse"];
                    };
                };
                /** @description Missing or invalid API key / session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        /** Delete a sample */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    sample_id: string;
                    voice_id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["StatusOk"];
                    };
                };
                /** @description Missing or invalid API key / session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/voices/pvc/{voice_id}/samples/{sample_id}/audio": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A sample's audio as kept (trimmed), base64 WAV */
        get: {
            parameters: {
                query?: {
                    remove_background_noise?: "0" | "1" | "true" | "false" | "yes" | "no" | "on" | "off" | "True" | "False";
                };
                header?: never;
                path: {
                    sample_id: string;
                    voice_id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            audio_base_64: string;
                            duration_secs: number;
                            media_type: string;
                            sample_id: string;
                            voice_id: string;
                        };
                    };
                };
                /** @description Missing or invalid API key / session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/voices/pvc/{voice_id}/samples/{sample_id}/separate-speakers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Start separating a sample's speakers (a job) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    sample_id: string;
                    voice_id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status: string;
                        };
                    };
                };
                /** @description Missing or invalid API key / session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/voices/pvc/{voice_id}/samples/{sample_id}/speakers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A sample's speaker separation: status and speakers */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    sample_id: string;
                    voice_id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            sample_id: string;
                            selected_speaker_ids: string[] | null;
                            speakers: {
                                [key: string]: {
                                    duration_secs: number;
                                    speaker_id: string;
                                    utterances: {
                                        end: number;
                                        start: number;
                                    }[];
                                };
                            } | null;
                            /** @enum {string} */
                            status: "not_started" | "pending" | "completed" | "failed";
                            voice_id: string;
                        };
                    };
                };
                /** @description Missing or invalid API key / session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/voices/pvc/{voice_id}/samples/{sample_id}/speakers/{speaker_id}/audio": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One speaker's turns of a sample, base64 WAV */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    sample_id: string;
                    speaker_id: string;
                    voice_id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            audio_base_64: string;
                            duration_secs: number;
                            media_type: string;
                        };
                    };
                };
                /** @description Missing or invalid API key / session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/voices/pvc/{voice_id}/samples/{sample_id}/waveform": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A sample's waveform peaks (0..1) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    sample_id: string;
                    voice_id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            sample_id: string;
                            visual_waveform: number[];
                        };
                    };
                };
                /** @description Missing or invalid API key / session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/voices/pvc/{voice_id}/train": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Train the voice from its samples (a job; see fine_tuning for progress) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    voice_id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        model_id?: string | null;
                    };
                };
            };
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status: string;
                        };
                    };
                };
                /** @description Missing or invalid API key / session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/voices/pvc/{voice_id}/verification": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Ask the operators for a manual verification, with documents */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    voice_id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "multipart/form-data": {
                        extra_text?: string;
                        files: string[];
                    };
                };
            };
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status: string;
                        };
                    };
                };
                /** @description Missing or invalid API key / session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/voices/settings/default": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Default voice settings */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ResolvedVoiceSettings"];
                    };
                };
                /** @description Missing or invalid API key / session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/workspace": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The workspace you act in: seats, training opt-out, settings */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["WorkspaceInfo"];
                    };
                };
                /** @description Refused by a rule (seats, an existing member, the owner, the last admin, an unusable invite) */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Missing or invalid API key / session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Not allowed to the caller's role or key */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/workspace/analytics/query/usage-by-product-over-time": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The workspace's credits and generations per time bucket, optionally per product, model, voice or member (whole UTC hours) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["BodyGetWorkspaceUsageByProductOverTime"];
                };
            };
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["WorkspaceAnalyticsQueryResponseModel"];
                    };
                };
                /** @description Missing or invalid API key / session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/workspace/analytics/requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The workspace's API requests (method, route template, status, latency, key or session, member), kept 30 days (workspace.analytics.requests.get) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["BodyListApiRequestsV1WorkspaceAnalyticsRequestsPost"];
                };
            };
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiRequestsQueryResponseModel"];
                    };
                };
                /** @description A filter on a column the log does not have, or a bad cursor */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Missing or invalid API key / session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Admins only */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/workspace/audit-logs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The workspace's audit log of admin actions, newest first (admins only) */
        get: {
            parameters: {
                query?: {
                    activity_name?: string;
                    actor_uid?: string;
                    class_name?: string;
                    cursor?: string;
                    limit?: number;
                    time_from_unix_ms?: number | null;
                    time_to_unix_ms?: number | null;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["WorkspaceAuditLogsPageResponse"];
                    };
                };
                /** @description A cursor that is not a next_cursor of this list */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Missing or invalid API key / session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Not allowed to the caller's role or key */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/workspace/auth-connections": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The workspace's auth connections (workspace.authConnections.list): always none here. Auth connections are credentials an agent's tools present to other services; Vocable has no agents or tools, so it keeps none. Single sign-on into this workspace is not an auth connection: its OpenID Connect providers are managed at /v1/workspace/identity-providers. */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ListAuthConnectionsResponse"];
                    };
                };
                /** @description Missing or invalid API key / session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        put?: never;
        /** Create an auth connection (workspace.authConnections.create): refused with 400. Auth connections are credentials an agent's tools present to other services; Vocable has no agents or tools, so it keeps none. Single sign-on into this workspace is not an auth connection: its OpenID Connect providers are managed at /v1/workspace/identity-providers. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["AuthConnectionsRequestBody"];
                };
            };
            responses: {
                /** @description Auth connections are not supported here */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Missing or invalid API key / session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/workspace/auth-connections/{auth_connection_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete an auth connection (workspace.authConnections.delete): refused with 400, there are none. Auth connections are credentials an agent's tools present to other services; Vocable has no agents or tools, so it keeps none. Single sign-on into this workspace is not an auth connection: its OpenID Connect providers are managed at /v1/workspace/identity-providers. */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    auth_connection_id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Auth connections are not supported here */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Missing or invalid API key / session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        /** Update an auth connection (workspace.authConnections.update): refused with 400, there are none. Auth connections are credentials an agent's tools present to other services; Vocable has no agents or tools, so it keeps none. Single sign-on into this workspace is not an auth connection: its OpenID Connect providers are managed at /v1/workspace/identity-providers. */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    auth_connection_id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["AuthConnectionsRequestBody"];
                };
            };
            responses: {
                /** @description Auth connections are not supported here */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Missing or invalid API key / session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/v1/workspace/can-access-workspace-settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether you may change the workspace's settings */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CanAccessWorkspaceSettingsResponse"];
                    };
                };
                /** @description Missing or invalid API key / session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/workspace/find-sso-provider": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The verified identity provider for an e-mail address's domain or an invite (no sign-in needed) */
        get: {
            parameters: {
                query?: {
                    email?: string;
                    invite_code?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FoundSsoProvider"];
                    };
                };
                /** @description Missing or invalid API key / session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description No verified provider serves that address or invite */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/workspace/groups": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The workspace's groups by id, with members' e-mails */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["WorkspaceGroupMap"];
                    };
                };
                /** @description Missing or invalid API key / session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        put?: never;
        /** Make a group */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["GroupNameRequest"];
                };
            };
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["WorkspaceGroupResponseModel"];
                    };
                };
                /** @description Missing or invalid API key / session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/workspace/groups/{group_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete a group (its members stay in the workspace) */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    group_id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["WorkspaceStatusResponse"];
                    };
                };
                /** @description Refused by a rule (seats, an existing member, the owner, the last admin, an unusable invite) */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Missing or invalid API key / session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Not allowed to the caller's role or key */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        /** Rename a group */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    group_id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["GroupNameRequest"];
                };
            };
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["WorkspaceStatusResponse"];
                    };
                };
                /** @description Refused by a rule (seats, an existing member, the owner, the last admin, an unusable invite) */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Missing or invalid API key / session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Not allowed to the caller's role or key */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/v1/workspace/groups/{group_id}/members": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add a member of the workspace to the group */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    group_id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["MemberEmailRequest"];
                };
            };
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["WorkspaceStatusResponse"];
                    };
                };
                /** @description Refused by a rule (seats, an existing member, the owner, the last admin, an unusable invite) */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Missing or invalid API key / session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Not allowed to the caller's role or key */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/workspace/groups/{group_id}/members/remove": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Take a member out of the group */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    group_id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["MemberEmailRequest"];
                };
            };
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["WorkspaceStatusResponse"];
                    };
                };
                /** @description Refused by a rule (seats, an existing member, the owner, the last admin, an unusable invite) */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Missing or invalid API key / session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Not allowed to the caller's role or key */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/workspace/groups/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Groups whose name contains the text (any case) */
        get: {
            parameters: {
                query: {
                    name: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["WorkspaceGroupByNameList"];
                    };
                };
                /** @description Missing or invalid API key / session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/workspace/identity-providers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The workspace's OpenID Connect identity providers, auto-provisioning and the redirect URI (admins only) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["IdentityProviderList"];
                    };
                };
                /** @description Refused by a rule (seats, an existing member, the owner, the last admin, an unusable invite) */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Missing or invalid API key / session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Not allowed to the caller's role or key */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        put?: never;
        /** Register an OpenID Connect identity provider for an e-mail domain (admins only; its discovery document is read now) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["CreateIdentityProviderRequest"];
                };
            };
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["IdentityProvider"];
                    };
                };
                /** @description Refused by a rule (seats, an existing member, the owner, the last admin, an unusable invite) */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Missing or invalid API key / session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Not allowed to the caller's role or key */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/workspace/identity-providers/{provider_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove an identity provider and the sign-in links made through it (admins only) */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    provider_id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["StatusOk"];
                    };
                };
                /** @description Refused by a rule (seats, an existing member, the owner, the last admin, an unusable invite) */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Missing or invalid API key / session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Not allowed to the caller's role or key */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/workspace/identity-providers/{provider_id}/verify-domain": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Look the domain's TXT record up and bind the domain to the provider (admins only) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    provider_id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["IdentityProvider"];
                    };
                };
                /** @description Refused by a rule (seats, an existing member, the owner, the last admin, an unusable invite) */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Missing or invalid API key / session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Not allowed to the caller's role or key */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description The domain is bound to another provider */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/workspace/invites": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Your pending invites to workspaces */
        get: {
            parameters: {
                query?: {
                    page_size?: number;
                    page_token?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ReceivedInviteList"];
                    };
                };
                /** @description Missing or invalid API key / session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        /** Revoke the pending invite to an address: its link stops working */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["MemberEmailRequest"];
                };
            };
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["WorkspaceStatusResponse"];
                    };
                };
                /** @description Refused by a rule (seats, an existing member, the owner, the last admin, an unusable invite) */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Missing or invalid API key / session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Not allowed to the caller's role or key */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/workspace/invites/{code}/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Accept an invite (the mailed code, or the invite's id from your list) and act in its workspace */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    code: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AcceptedInvite"];
                    };
                };
                /** @description Refused by a rule (seats, an existing member, the owner, the last admin, an unusable invite) */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Missing or invalid API key / session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Not allowed to the caller's role or key */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/workspace/invites/{code}/decline": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Decline an invite */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    code: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AcceptedInvite"];
                    };
                };
                /** @description Refused by a rule (seats, an existing member, the owner, the last admin, an unusable invite) */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Missing or invalid API key / session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Not allowed to the caller's role or key */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/workspace/invites/add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Invite an e-mail address to the workspace (400 if it is a member or no seat is free) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["InviteUserRequest"];
                };
            };
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["WorkspaceStatusResponse"];
                    };
                };
                /** @description Refused by a rule (seats, an existing member, the owner, the last admin, an unusable invite) */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Missing or invalid API key / session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Not allowed to the caller's role or key */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/workspace/invites/add-bulk": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Invite several addresses at once (all or none) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["InviteUsersRequest"];
                };
            };
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["WorkspaceStatusResponse"];
                    };
                };
                /** @description Refused by a rule (seats, an existing member, the owner, the last admin, an unusable invite) */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Missing or invalid API key / session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Not allowed to the caller's role or key */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/workspace/invites/sent": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The workspace's pending invites */
        get: {
            parameters: {
                query?: {
                    page_size?: number;
                    page_token?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["SentInviteList"];
                    };
                };
                /** @description Missing or invalid API key / session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/workspace/is-admin": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether you administer the workspace */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["IsAdminResponse"];
                    };
                };
                /** @description Missing or invalid API key / session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/workspace/members": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the workspace's members (locked ones too; not service accounts) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["WorkspaceMemberList"];
                    };
                };
                /** @description Missing or invalid API key / session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        put?: never;
        /** Change a member's seat type or lock (admins only) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["UpdateMemberRequest"];
                };
            };
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["WorkspaceStatusResponse"];
                    };
                };
                /** @description Refused by a rule (seats, an existing member, the owner, the last admin, an unusable invite) */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Missing or invalid API key / session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Not allowed to the caller's role or key */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/workspace/members/leave": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Leave the workspace you act in */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["WorkspaceStatusResponse"];
                    };
                };
                /** @description Refused by a rule (seats, an existing member, the owner, the last admin, an unusable invite) */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Missing or invalid API key / session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Not allowed to the caller's role or key */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/workspace/members/remove": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Remove a member: their access ends at once and their keys here are deleted */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["MemberEmailRequest"];
                };
            };
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["WorkspaceStatusResponse"];
                    };
                };
                /** @description Refused by a rule (seats, an existing member, the owner, the last admin, an unusable invite) */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Missing or invalid API key / session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Not allowed to the caller's role or key */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/workspace/pronunciation-dictionary-locators": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The workspace's default dictionaries (used when a TTS request names none) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["WorkspacePronunciationDictionaryLocators"];
                    };
                };
                /** @description Missing or invalid API key / session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        /** Set the workspace's default dictionaries (at most 3) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["WorkspacePronunciationDictionaryLocators"];
                };
            };
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["WorkspacePronunciationDictionaryLocators"];
                    };
                };
                /** @description The dictionary is archived, or the lexicon file is not valid PLS */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Missing or invalid API key / session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/workspace/resources/{resource_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A resource's sharing: roles, grantees and who else it could be shared with */
        get: {
            parameters: {
                query: {
                    /** @description speech_history_item (Vocable: a history item), voice (a custom voice of the workspace) or pronunciation_dictionary; the SDK's other types are answered with a 400 naming them. */
                    resource_type: components["schemas"]["WorkspaceResourceType"];
                };
                header?: never;
                path: {
                    resource_id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ResourceMetadataResponseModel"];
                    };
                };
                /** @description Missing or invalid API key / session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/workspace/resources/{resource_id}/share": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Share a resource with a member, a group, the whole workspace (group_id 'default') or a service account's key */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    resource_id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["BodyShareWorkspaceResourceV1WorkspaceResourcesResourceIdSharePost"];
                };
            };
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["StatusOk"];
                    };
                };
                /** @description The target is not a member, group or service account key of this workspace */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Missing or invalid API key / session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/workspace/resources/{resource_id}/unshare": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Take a share of a resource away (access ends at once) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    resource_id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["BodyUnshareWorkspaceResourceV1WorkspaceResourcesResourceIdUnsharePost"];
                };
            };
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["StatusOk"];
                    };
                };
                /** @description The target is not a member, group or service account key of this workspace */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Missing or invalid API key / session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/workspace/security": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Change the workspace's security settings (admins only): mfa_required_for_users, session_inactivity_timeout */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["UpdateWorkspaceSecurityRequest"];
                };
            };
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["WorkspaceInfo"];
                    };
                };
                /** @description Refused by a rule (seats, an existing member, the owner, the last admin, an unusable invite) */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Missing or invalid API key / session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Not allowed to the caller's role or key */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/v1/workspace/update-workspace": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Change the workspace's settings (admins only): training_opt_out */
        put: {
            parameters: {
                query?: {
                    training_opt_out?: "0" | "1" | "true" | "false" | "yes" | "no" | "on" | "off" | "True" | "False";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["WorkspaceInfo"];
                    };
                };
                /** @description Refused by a rule (seats, an existing member, the owner, the last admin, an unusable invite) */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Missing or invalid API key / session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Not allowed to the caller's role or key */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/workspace/user-auto-provisioning": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Turn user_auto_provisioning on or off (admins only) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["UpdateUserAutoProvisioningRequest"];
                };
            };
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["UserAutoProvisioning"];
                    };
                };
                /** @description Refused by a rule (seats, an existing member, the owner, the last admin, an unusable invite) */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Missing or invalid API key / session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Not allowed to the caller's role or key */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/workspace/webhooks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the workspace's webhooks (at most 20; status, events, most recent failure) */
        get: {
            parameters: {
                query?: {
                    include_usages?: "0" | "1" | "true" | "false";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["WorkspaceWebhookListResponseModel"];
                    };
                };
                /** @description Missing or invalid API key / session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        put?: never;
        /** Create an HMAC-signed webhook; the signing secret is in this response only (settings.events is an extension: the events to subscribe to) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["Body_Create_workspace_webhook_v1_workspace_webhooks_post"];
                };
            };
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["WorkspaceCreateWebhookResponseModel"];
                    };
                };
                /** @description The URL is not allowed (scheme, credentials, or a non-public address), or the workspace has 20 webhooks */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Missing or invalid API key / session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Only workspace admins (or keys with webhooks_write) change webhooks */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/workspace/webhooks/{webhook_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete a webhook and its delivery log */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    webhook_id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["StatusOk"];
                    };
                };
                /** @description Missing or invalid API key / session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Only workspace admins (or keys with webhooks_write) change webhooks */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        /** Rename, enable or disable (enabling lifts an automatic disabling), re-subscribe; webhook_url is an extension */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    webhook_id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["Body_Update_workspace_webhook_v1_workspace_webhooks__webhook_id__patch"];
                };
            };
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["StatusOk"];
                    };
                };
                /** @description The URL is not allowed (scheme, credentials, or a non-public address), or the workspace has 20 webhooks */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Missing or invalid API key / session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Only workspace admins (or keys with webhooks_write) change webhooks */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/v1/workspace/webhooks/{webhook_id}/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Extension (not in the ElevenLabs API): the webhook's delivery log, newest first, keyset-paginated (status, response code, duration, next retry) */
        get: {
            parameters: {
                query?: {
                    page_size?: number;
                    page_token?: string;
                };
                header?: never;
                path: {
                    webhook_id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["WebhookDeliveryList"];
                    };
                };
                /** @description Missing or invalid API key / session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/workspace/webhooks/{webhook_id}/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Extension (not in the ElevenLabs API): send a signed webhook.test event now, once, and answer how it went */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    webhook_id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["WebhookDelivery"];
                    };
                };
                /** @description Missing or invalid API key / session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Only workspace admins (or keys with webhooks_write) change webhooks */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/workspaces/api-keys/disable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Disable the API key this request is sent with (api_key_name=self); refused for a key made with third_party_disable_allowed off */
        post: {
            parameters: {
                query: {
                    api_key_name: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["StatusOk"];
                    };
                };
                /** @description Missing or invalid API key / session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/workspaces/api-keys/third-party-disabling": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Whether the holders of the workspace's API keys may disable them (true, false), or each key's own setting (null); admins only */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["BodySetWorkspaceThirdPartyDisablingPolicy"];
                };
            };
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["StatusOk"];
                    };
                };
                /** @description Missing or invalid API key / session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/voices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Search voices, one page at a time */
        get: {
            parameters: {
                query?: {
                    accent?: string;
                    age?: string;
                    category?: "premade" | "cloned" | "generated" | "professional";
                    collection_id?: string;
                    fine_tuning_state?: "not_started" | "queued" | "fine_tuning" | "fine_tuned" | "failed" | "delayed";
                    gender?: string;
                    include_total_count?: "0" | "1" | "true" | "false" | "yes" | "no" | "on" | "off" | "True" | "False";
                    language?: string | string[];
                    next_page_token?: string;
                    page_size?: number;
                    search?: string;
                    sort?: "created_at_unix" | "name";
                    sort_direction?: "asc" | "desc";
                    use_cases?: string | string[];
                    voice_ids?: string | string[];
                    voice_type?: "personal" | "community" | "default" | "workspace" | "non-default";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["GetVoicesV2Response"];
                    };
                };
                /** @description Missing or invalid API key / session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPError"];
                    };
                };
                /** @description Validation error */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HTTPValidationError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        AcceptedInvite: {
            /** @enum {string} */
            status: "ok";
            workspace_id: string;
            workspace_name: string;
        };
        ActionCodeEmail: {
            email: string;
        };
        ActionCodeRequest: {
            oob_code: string;
        };
        AddDubLanguageBody: {
            language?: string;
        };
        AdditionalFormatResponseModel: {
            content: string;
            content_type: string;
            file_extension: string;
            is_base64_encoded: boolean;
            requested_format: string;
        };
        AddPronunciationDictionaryFromRulesRequest: {
            description?: string | null;
            /** @description The dictionary's name, for identification only. */
            name: string;
            rules: components["schemas"]["PronunciationDictionaryRule"][];
            /** @enum {string|null} */
            workspace_access?: "admin" | "editor" | "commenter" | "viewer" | null;
        };
        AddPronunciationDictionaryResponse: {
            created_by: string;
            creation_time_unix: number;
            description: string | null;
            id: string;
            name: string;
            /** @enum {string|null} */
            permission_on_resource: "admin" | "editor" | "commenter" | "viewer" | null;
            version_id: string;
            version_rules_num: number;
        };
        AddPronunciationDictionaryRulesRequest: {
            rules: components["schemas"]["PronunciationDictionaryRule"][];
        };
        AddSharedVoiceResponse: {
            voice_id: string;
        };
        AddVoiceProgressLine: {
            judged?: number;
            /** @enum {string} */
            stage: "checking_samples" | "measuring_voice" | "matching_voices" | "saving";
            total?: number;
            /** @enum {string} */
            type: "progress";
        } | {
            requires_verification: boolean;
            /** @enum {string} */
            type: "done";
            voice_id: string;
        } | {
            body?: unknown;
            status: number;
            /** @enum {string} */
            type: "error";
        };
        AddVoiceResponse: {
            requires_verification: boolean;
            voice_id: string;
        };
        AdminPlanRequest: {
            /** @enum {string} */
            billing_period: "monthly_period" | "annual_period";
            created_at_unix: number;
            /** @enum {string} */
            currency: "usd" | "eur";
            decided_at_unix: number | null;
            /** @enum {string} */
            kind: "subscribe" | "upgrade";
            plan_request_id: string;
            promocode: string | null;
            reason: string | null;
            requested_by_email: string | null;
            /** @enum {string} */
            status: "open" | "approved" | "denied" | "withdrawn";
            /** @enum {string} */
            tier: "free" | "starter" | "creator" | "pro" | "growing_business" | "scale_2024_08_10" | "grant_tier_1_2025_07_23" | "grant_tier_2_2025_07_23" | "trial" | "enterprise";
            workspace_id: string;
            workspace_name: string | null;
        };
        AdminPlanRequestList: {
            has_more: boolean;
            next_page_token: string | null;
            plan_requests: components["schemas"]["AdminPlanRequest"][];
        };
        AlignProductionTranscriptionBody: {
            /** @default [] */
            segment_ids?: string[];
        };
        AlphaAccessResponse: {
            alpha_access_requested: boolean;
            has_alpha_access: boolean;
        };
        AnalyticsEventsRequest: {
            anonymous_id: string;
            events: {
                name: string;
                path?: string;
                properties?: {
                    [key: string]: string | number | boolean | null;
                };
            }[];
        };
        AnalyticsEventsResponse: {
            accepted: number;
        };
        ApiKey: {
            character_count: number;
            character_limit: number | null;
            created_at_unix: number;
            hint: string;
            is_disabled: boolean;
            key_id: string;
            last_used_unix: number | null;
            name: string;
            permissions: components["schemas"]["PermissionType"][];
        };
        ApiKeyList: {
            api_keys: components["schemas"]["ApiKey"][];
        };
        ApiRequestsQueryResponseModel: {
            column_types: ("String" | "Float" | "DateTime" | "Int" | "Bool" | "JSON" | "Map" | "Array")[];
            column_units: ("ms" | "s" | "min" | "duration" | "credits" | "usd" | "eur" | "inr" | "pln" | "gbp" | "ratio" | "rating" | null)[];
            columns: string[];
            /** @description Pass as cursor for the next page; null on the last one */
            next_cursor: string | null;
            rows: (string | number | boolean | null)[][];
        };
        ApplyDiscountRequest: {
            discount_code: string;
        };
        AudioEffectsCatalogResponseModel: {
            background_noises: {
                background_noise_id: string;
                description?: string;
                name: string;
            }[];
            environments: {
                description?: string;
                environment_id: string;
                name: string;
            }[];
            filter_presets: {
                description?: string;
                filter_preset_id: string;
                name: string;
            }[];
        };
        AudioIsolationHistoryItemResponseModel: {
            created_at_unix: number;
            download_url?: string;
            duration_seconds?: number;
            format: string;
            id: string;
            processing: boolean;
            supports_video: boolean;
            title?: string;
            video_processing_failed: boolean;
        };
        AudioNativeCreateProjectResponseModel: {
            converting: boolean;
            /** @description An <iframe> of the project's public player, to paste into the page */
            html_snippet: string;
            project_id: string;
        };
        AudioNativeEditContentResponseModel: {
            converting: boolean;
            html_snippet: string;
            project_id: string;
            publishing: boolean;
        };
        AudioNativeProjectList: {
            has_more: boolean;
            next_cursor: string | null;
            projects: components["schemas"]["AudioNativeProjectSummary"][];
        };
        AudioNativeProjectSettingsResponseModel: {
            /** @description The published audio's path on this server */
            audio_path?: string;
            /** @description The published audio (public, like the player) */
            audio_url?: string;
            author: string;
            background_color: string;
            image: string;
            sessionization: number;
            small: boolean;
            /**
             * @description processing while a conversion runs; ready when published audio exists
             * @enum {string}
             */
            status?: "processing" | "ready";
            text_color: string;
            title: string;
        };
        AudioNativeProjectSummary: {
            author: string;
            can_edit: boolean;
            /** @description Characters of the article's text (the conversion also speaks the title and the author) */
            characters: number;
            conversion_error: string | null;
            created_at_unix: number;
            enabled: boolean;
            html_snippet: string;
            name: string;
            page_url: string | null;
            player_url: string;
            project_id: string;
            published: boolean;
            /** @enum {string} */
            status: "empty" | "processing" | "ready" | "failed";
            title: string;
        };
        AudioNativeSettingsUpdate: {
            author?: string;
            background_color?: string;
            /** @description false: the embedded player shows nothing */
            enabled?: boolean;
            image?: string;
            name?: string;
            /** @description The page that embeds the player: what updateContentFromUrl finds the project by */
            page_url?: string | null;
            sessionization?: number;
            small?: boolean;
            text_color?: string;
            title?: string;
        };
        AudioWithTimestampsAndVoiceSegmentsResponseModel: {
            alignment: components["schemas"]["CharacterAlignment"];
            audio_base64: string;
            normalized_alignment: components["schemas"]["CharacterAlignment"];
            voice_segments: {
                character_end_index: number;
                character_start_index: number;
                dialogue_input_index: number;
                end_time_seconds: number;
                start_time_seconds: number;
                voice_id: string;
            }[];
        };
        AudioWithTimestampsResponse: {
            alignment: components["schemas"]["CharacterAlignment"] | null;
            audio_base64: string;
            normalized_alignment: components["schemas"]["CharacterAlignment"] | null;
        };
        AuthConnectionsRequestBody: {
            auth_type?: string;
        } & {
            [key: string]: unknown;
        };
        BackupCodesResponse: {
            backup_codes: string[];
        };
        BillingConfig: {
            collects_payments: boolean;
            currencies: ("usd" | "eur")[];
            isolated_environment: boolean;
            /** @enum {string} */
            mode: "local_approval" | "local_self_service" | "stripe" | "none";
            /** @enum {string} */
            provider: "local" | "stripe" | "none";
        };
        BillingUrlResponse: {
            url: string;
        };
        Body_Create_workspace_webhook_v1_workspace_webhooks_post: {
            events?: ("generation.completed" | "history_item.deleted" | "workspace_member.joined" | "workspace_member.left" | "voice.added" | "voice.removed" | "speech_to_text.completed" | "voice.library_removal_notice" | "dubbing.completed" | "dubbing.failed" | "production_order.completed" | "production_order.cancelled" | "speech_to_text" | "voice_library_removal_notice" | "agent_qa" | "flows")[];
            settings: components["schemas"]["WebhookHmacSettings"];
        };
        Body_Update_workspace_webhook_v1_workspace_webhooks__webhook_id__patch: {
            events?: ("generation.completed" | "history_item.deleted" | "workspace_member.joined" | "workspace_member.left" | "voice.added" | "voice.removed" | "speech_to_text.completed" | "voice.library_removal_notice" | "dubbing.completed" | "dubbing.failed" | "production_order.completed" | "production_order.cancelled" | "speech_to_text" | "voice_library_removal_notice" | "agent_qa" | "flows")[];
            is_disabled?: boolean;
            name?: string;
            request_headers?: {
                [key: string]: string;
            };
            retry_enabled?: boolean;
            webhook_url?: string;
        };
        BodyCreateServiceAccountApiKey: {
            allowed_ips?: string[] | null;
            character_limit?: number | null;
            dubbing_concurrency_limit?: number | "clear" | "no_update" | null;
            music_concurrency_limit?: number | "clear" | "no_update" | null;
            name: string;
            permissions: "all" | components["schemas"]["PermissionType"][];
            third_party_disable_allowed?: boolean | null;
            tts_concurrency_limit?: number | "clear" | "no_update" | null;
        };
        BodyCreateServiceAccountV1ServiceAccountsPost: {
            name: string;
            /** @enum {string} */
            role?: "admin" | "editor";
        };
        BodyEditServiceAccountApiKey: {
            allowed_ips?: string[] | "clear" | "no_update" | null;
            character_limit?: number | "clear" | "no_update" | null;
            dubbing_concurrency_limit?: number | "clear" | "no_update" | null;
            is_enabled?: boolean | "no_update";
            music_concurrency_limit?: number | "clear" | "no_update" | null;
            name?: string;
            permissions?: "no_update" | "all" | components["schemas"]["PermissionType"][];
            third_party_disable_allowed?: boolean | "clear" | "no_update" | null;
            tts_concurrency_limit?: number | "clear" | "no_update" | null;
        };
        BodyGetWorkspaceUsageByProductOverTime: {
            end_time: number;
            filters?: unknown[];
            group_by?: string[];
            interval_seconds?: number;
            start_time: number;
            time_zone?: string;
        };
        BodyListApiRequestsV1WorkspaceAnalyticsRequestsPost: {
            /** @description The next_cursor of the previous page (same query otherwise) */
            cursor?: string;
            end_time?: number;
            filters?: components["schemas"]["ColumnFilter"][];
            /** @default 100 */
            limit?: number;
            /** @description Part of the route template (case-insensitive) */
            search?: string;
            /** @enum {string} */
            sort?: "asc" | "desc";
            start_time?: number;
        };
        BodySetWorkspaceThirdPartyDisablingPolicy: {
            third_party_disable_allowed?: boolean | null;
        };
        BodyShareWorkspaceResourceV1WorkspaceResourcesResourceIdSharePost: {
            /** @description A group of the workspace, or 'default' for every member of the workspace. */
            group_id?: string;
            resource_type: components["schemas"]["WorkspaceResourceType"];
            /**
             * @description viewer reads, editor also changes (feedback), admin also deletes and shares further.
             * @enum {string}
             */
            role: "viewer" | "editor" | "admin";
            /** @description A member of the workspace (a person or a service account). */
            user_email?: string;
            /** @description The id of a service account's API key in this workspace. */
            workspace_api_key_id?: string;
        };
        BodyUnshareWorkspaceResourceV1WorkspaceResourcesResourceIdUnsharePost: {
            /** @description A group of the workspace, or 'default' for every member of the workspace. */
            group_id?: string;
            resource_type: components["schemas"]["WorkspaceResourceType"];
            /** @description A member of the workspace (a person or a service account). */
            user_email?: string;
            /** @description The id of a service account's API key in this workspace. */
            workspace_api_key_id?: string;
        };
        BodyUpdateAudioNativeContentFromUrlV1AudioNativeContentPost: {
            author?: string;
            title?: string;
            /** @description The page of a project (its page_url): fetched, read, converted and published */
            url: string;
        };
        BodyUpdateOrderV1ProductionsOrdersOrderIdPatch: {
            request: components["schemas"]["UpdateOrderRequest"];
        };
        BodyUpsertOrderItemV1ProductionsOrdersOrderIdItemsPost: {
            request: components["schemas"]["UpsertOrderItemRequest"];
        };
        CanAccessWorkspaceSettingsResponse: {
            can_access_workspace_settings: boolean;
        };
        CancelOrderRequest: {
            reason?: string;
        };
        CaptchaResponse: {
            text: string;
            voice_id: string;
        };
        ChangePasswordRequest: {
            current_password: string;
            new_password: string;
        };
        ChangeSubscriptionRequest: {
            /**
             * @default monthly_period
             * @enum {string}
             */
            billing_period?: "monthly_period" | "annual_period";
            idempotency_key: string;
            promocode?: string | null;
            /** @enum {string} */
            subscription_type: "free" | "starter" | "creator" | "pro" | "growing_business" | "scale_2024_08_10" | "grant_tier_1_2025_07_23" | "grant_tier_2_2025_07_23" | "trial" | "enterprise";
        };
        CharacterAlignment: {
            character_end_times_seconds: number[];
            character_start_times_seconds: number[];
            characters: string[];
        } | null;
        CheckoutSession: {
            amount_due_cents: number;
            /** @enum {string} */
            billing_period: "monthly_period" | "annual_period";
            checkout_session_id: string;
            collects_payment: boolean;
            /** @enum {string} */
            currency: "usd" | "eur";
            discount_cents: number;
            discount_description: string | null;
            expires_at_unix: number;
            plan_request_id: string | null;
            /** @enum {string} */
            status: "open" | "complete" | "expired" | "requested";
            subtotal_cents: number;
            /** @enum {string} */
            tier: "free" | "starter" | "creator" | "pro" | "growing_business" | "scale_2024_08_10" | "grant_tier_1_2025_07_23" | "grant_tier_2_2025_07_23" | "trial" | "enterprise";
        };
        ClaimProductionTaskBody: {
            description_id: string;
        };
        ColumnFilter: {
            column: string;
            /** @enum {string} */
            operation: "in" | "not_in" | "le" | "ge" | "lt" | "gt" | "eq" | "neq";
            values: (string | number | boolean | null)[];
        };
        ConnectAccountRequest: {
            relative_redirect_path?: string;
        };
        ContactSalesRequest: {
            company?: string;
            email: string;
            message: string;
            name: string;
            seats?: number;
        };
        CreateCheckoutSessionRequest: {
            /** @enum {string} */
            billing_period: "monthly_period" | "annual_period";
            /**
             * @default usd
             * @enum {string}
             */
            currency?: "usd" | "eur";
            /** @default false */
            no_default_promocode?: boolean;
            promocode?: string | null;
            /** @enum {string} */
            subscription_type: "free" | "starter" | "creator" | "pro" | "growing_business" | "scale_2024_08_10" | "grant_tier_1_2025_07_23" | "grant_tier_2_2025_07_23" | "trial" | "enterprise";
        };
        CreatedApiKey: {
            api_key: string;
            character_count: number;
            character_limit: number | null;
            created_at_unix: number;
            hint: string;
            is_disabled: boolean;
            key_id: string;
            last_used_unix: number | null;
            name: string;
            permissions: components["schemas"]["PermissionType"][];
        };
        CreateIdentityProviderRequest: {
            client_id: string;
            client_secret: string;
            domain: string;
            issuer: string;
        };
        CreateOrderRequest: {
            /** @description Vocable: the order's name (default: Untitled order) */
            name?: string;
            sandbox?: boolean;
        };
        CreateOrderResponse: {
            order_id: string;
            sandbox: boolean;
        };
        CreatePromoCodeRequest: {
            amount_off?: number | null;
            code: string;
            /** @enum {string|null} */
            currency?: "usd" | "eur" | null;
            duration_in_months?: number | null;
            expires_at_unix?: number | null;
            max_redemptions?: number | null;
            percent_off?: number | null;
        };
        CreateSoundEffectRequest: {
            /** @description 0.5 to 30 seconds; none: the engine chooses from the prompt (up to 30 s are reserved from the allowance, the rest given back). */
            duration_seconds?: number | null;
            /** @description A sound whose end joins its start without a click. */
            loop?: boolean | null;
            /** @description eleven_text_to_sound_v2 (default) or an installed engine's model */
            model_id?: string | null;
            prompt_influence?: number | null;
            /** @description Vocable: equal requests with an equal seed give equal sounds; none: a new seed each time (kept on the history item). */
            seed?: number | null;
            text: string;
        };
        CreateVoiceFromPreviewRequest: {
            generated_voice_id: string;
            labels?: {
                [key: string]: string | null;
            } | null;
            played_not_selected_voice_ids?: string[] | null;
            voice_description: string;
            voice_name: string;
        };
        CueOptionsRequest: {
            max_chars_per_line?: number;
            max_chars_per_s?: number;
            max_duration_ms?: number;
            max_lines_per_cue?: number;
            min_duration_ms?: number;
            min_gap_between_cues_frames?: number;
        };
        DeleteApiKeyRequest: {
            key_id?: string;
        };
        DeleteDubbingResponseModel: {
            status: string;
        };
        DeliverableInfo: {
            content_type: string;
            /** @description Vocable: txt, json, srt or vtt */
            format: string;
            item_id: string;
            /** @description Vocable: the file's language (the media's, a subtitle translation's, a reviewed dub's) */
            language: string;
            media_id: string;
            name: string;
            signed_url: string;
            version: number;
        };
        DenyPlanRequestRequest: {
            reason?: string;
        };
        DetectedEntity: {
            end_char: number;
            entity_type: string;
            start_char: number;
            text: string;
        };
        DoDubbingResponse: {
            dubbing_id: string;
            expected_duration_sec: number;
        };
        DomainVerificationRecord: {
            name: string;
            /** @enum {string} */
            type: "TXT";
            value: string;
        };
        DownloadHistoryRequest: {
            history_item_ids: string[];
            /** @description 'default' (or none) keeps each item's own format; 'wav' converts each item to 16-bit WAV at its own sample rate. */
            output_format?: string;
        };
        DubbedSegment: {
            /** @description The text or the speaker's voice changed since the clip was made: dub the segment again */
            audio_stale: boolean;
            end_time: number;
            media_ref?: components["schemas"]["DubbingMediaReference"];
            start_time: number;
            subtitles: components["schemas"]["SegmentSubtitleFrame"][];
            text?: string;
            warning?: string | null;
        };
        DubbingMediaReference: {
            bucket_name: string;
            content_type: string;
            duration_secs: number;
            is_audio: boolean;
            random_path_slug: string;
            src: string;
            url: string;
        };
        DubbingMetadataPageResponseModel: {
            dubs: components["schemas"]["DubbingMetadataResponse"][];
            has_more: boolean;
            next_cursor: string | null;
        };
        DubbingMetadataResponse: {
            /** @description ISO 8601 */
            created_at: string;
            dubbing_id: string;
            editable: boolean;
            error: string | null;
            expected_duration: number;
            media_metadata: {
                content_type: string;
                duration: number;
            } | null;
            name: string;
            productions_description_id: string | null;
            /** @description 0 to 1 */
            progress: number;
            progress_message: string | null;
            refunded: boolean;
            source_language: string | null;
            /** @enum {string} */
            status: "queued" | "preparing" | "dubbing" | "dubbed" | "failed";
            /** @description Vocable: seconds each finished step of the job took (prepared, transcribed, translated, voiced, rendered) */
            step_seconds: {
                [key: string]: number;
            };
            target_languages: string[];
            usage: {
                characters: number;
                seconds: number;
            };
            warnings: string[];
            watermark: boolean;
        };
        DubbingRenderResponseModel: {
            render_id: string;
            version: number;
        };
        DubbingResource: {
            background?: components["schemas"]["DubbingMediaReference"];
            foreground?: components["schemas"]["DubbingMediaReference"];
            id: string;
            input: components["schemas"]["DubbingMediaReference"];
            renders: {
                [key: string]: components["schemas"]["Render"];
            };
            source_language: string;
            speaker_segments: {
                [key: string]: components["schemas"]["SpeakerSegment"];
            };
            speaker_tracks: {
                [key: string]: components["schemas"]["SpeakerTrack"];
            };
            target_languages: string[];
            version: number;
        };
        DubbingResourceVersion: {
            version: number;
        };
        DubbingTranscriptResponseModel: {
            language: string;
            utterances: {
                end_s: number;
                speaker_id: string;
                start_s: number;
                text: string;
                words: {
                    characters: {
                        end_s: number;
                        start_s: number;
                        text: string;
                    }[];
                    end_s: number;
                    start_s: number;
                    text: string;
                    word_type: string;
                }[];
            }[];
        };
        DubbingTranscriptsResponseModel: {
            json?: components["schemas"]["DubbingTranscriptResponseModel"];
            srt?: string;
            /** @enum {string} */
            transcript_format: "srt" | "webvtt" | "json";
            webvtt?: string;
        };
        DubOrderItemRequest: {
            captions_sdh?: boolean;
            destination_languages: string[];
            include_captions: boolean;
            include_source_captions: boolean;
            instructions?: string;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            kind: "dub";
            /** @description A media file registered from one of the workspace's dubs (dubbing_id) */
            media_id: string;
            /** @description ISO 639-1 (en) or 639-3 (eng); a region suffix (es-ES) is ignored */
            source_language: string;
        };
        EditUserMetadataRequest: {
            account_metadata: {
                agrees_to_product_updates?: boolean;
                /** @description Ignored: the server derives the location from the client address. */
                geo_location?: unknown;
            };
        };
        EditUserRequest: {
            allowed_to_extend_character_limit?: boolean;
            ccpa_opt_out?: boolean;
            /** @description Vocable addition: the first name the app greets the user with. */
            first_name?: string;
            max_character_limit_extension?: number | null;
        };
        EmailChangeRequest: {
            new_email: string;
        };
        EngineHealth: {
            checked_at_unix: number | null;
            detail: string | null;
            real_time_factor: number | null;
            /** @enum {string} */
            status: "healthy" | "unhealthy" | "unknown";
        };
        EngineInfo: {
            capabilities: ("text_to_speech" | "streaming" | "alignment" | "voice_cloning" | "voice_design" | "speech_recognition" | "diarization" | "voice_conversion" | "denoising" | "speaker_embedding" | "voice_activity" | "sound_generation" | "translation")[];
            description: string;
            engine_id: string;
            health: components["schemas"]["EngineHealth"];
            /** @enum {string} */
            kind: "embedded" | "local_model" | "remote";
            languages: string[];
            license: string;
            model_ids: string[];
            name: string;
            voice_count: number;
        };
        EngineList: {
            engines: components["schemas"]["EngineInfo"][];
        };
        FeatureFlagsResponse: {
            flags: {
                /** @description The feedback widget (thumbs up and down) on generations. */
                feedback_enabled: boolean;
                /** @description The text-to-speech share video: Share opens the video modal, also on enterprise workspaces. */
                tts_video: boolean;
            };
        };
        Feedback: {
            audio_quality: boolean;
            emotions: boolean;
            feedback: string;
            glitches: boolean;
            inaccurate_clone: boolean;
            other: boolean;
            /** @enum {string} */
            review_status: "not_reviewed" | "reviewed";
            thumbs_up: boolean;
        };
        FeedbackRequest: {
            /** @default false */
            audio_quality?: boolean;
            /** @default false */
            emotions?: boolean;
            /** @default  */
            feedback?: string;
            /** @default false */
            glitches?: boolean;
            /** @default false */
            inaccurate_clone?: boolean;
            /** @default false */
            other?: boolean;
            thumbs_up: boolean;
        };
        FineTuning: {
            dataset_duration_seconds: number | null;
            is_allowed_to_fine_tune: boolean;
            language: string | null;
            manual_verification_requested: boolean;
            max_verification_attempts: number | null;
            message: {
                [key: string]: string;
            };
            progress: {
                [key: string]: number;
            };
            slice_ids: string[] | null;
            state: {
                [key: string]: "not_started" | "queued" | "fine_tuning" | "fine_tuned" | "failed" | "delayed";
            };
            verification_attempts: {
                accepted: boolean;
                date_unix: number;
                levenshtein_distance: number;
                similarity: number;
                text: string;
            }[] | null;
            verification_attempts_count: number;
            verification_failures: string[];
        };
        ForcedAlignmentResponseModel: {
            characters: {
                end: number;
                start: number;
                text: string;
            }[];
            loss: number;
            words: {
                end: number;
                loss: number;
                start: number;
                text: string;
            }[];
        };
        FoundSsoProvider: {
            domain: string;
            provider_id: string;
            /** @enum {string} */
            type: "oidc";
            workspace_name: string;
        };
        GeneratedNameResponse: {
            name: string;
        };
        GeoLocation: {
            city: string | null;
            country: string | null;
            region: string | null;
        };
        GeoResponse: {
            country: string | null;
            region: string | null;
        };
        GetAudioIsolationHistoryResponseModel: {
            has_more: boolean;
            items: components["schemas"]["AudioIsolationHistoryItemResponseModel"][];
        };
        GetAudioNativeProjectSettingsResponseModel: {
            conversion_error: string | null;
            enabled: boolean;
            settings?: components["schemas"]["AudioNativeProjectSettingsResponseModel"];
            /** @description The published snapshot (the audio the player plays) */
            snapshot_id?: string;
        };
        GetPronunciationDictionariesMetadataResponse: {
            has_more: boolean;
            next_cursor: string | null;
            pronunciation_dictionaries: components["schemas"]["GetPronunciationDictionaryMetadataResponse"][];
        };
        GetPronunciationDictionaryMetadataResponse: {
            archived_time_unix: number | null;
            created_by: string;
            creation_time_unix: number;
            description: string | null;
            id: string;
            latest_version_id: string;
            latest_version_rules_num: number;
            name: string;
            /** @enum {string|null} */
            permission_on_resource: "admin" | "editor" | "commenter" | "viewer" | null;
        };
        GetPronunciationDictionaryWithRulesResponse: {
            archived_time_unix: number | null;
            created_by: string;
            creation_time_unix: number;
            description: string | null;
            id: string;
            latest_version_id: string;
            latest_version_rules_num: number;
            name: string;
            /** @enum {string|null} */
            permission_on_resource: "admin" | "editor" | "commenter" | "viewer" | null;
            rules: components["schemas"]["PronunciationDictionaryRuleResponse"][];
        };
        GetSpeechHistoryResponse: {
            has_more: boolean;
            history: components["schemas"]["SpeechHistoryItemResponse"][];
            last_history_item_id: string | null;
        };
        GetVoiceAccentsResponseModel: {
            accents: components["schemas"]["VoiceAccentResponseModel"][];
        };
        GetVoicesResponse: {
            voices: components["schemas"]["Voice"][];
        };
        GetVoicesV2Response: {
            has_more: boolean;
            next_page_token: string | null;
            total_count: number;
            voices: components["schemas"]["Voice"][];
        };
        GroupNameRequest: {
            name: string;
        };
        HTTPError: {
            detail: {
                message: string;
                status: string;
            };
        };
        HTTPValidationError: {
            detail: {
                loc: (string | number)[];
                msg: string;
                type: string;
            }[];
        };
        IdentityProvider: {
            client_id: string;
            created_at_unix: number;
            domain: string;
            domain_verification: components["schemas"]["DomainVerificationRecord"];
            domain_verified: boolean;
            domain_verified_at_unix: number | null;
            issuer: string;
            provider_id: string;
            /** @enum {string} */
            type: "oidc";
        };
        IdentityProviderList: {
            identity_providers: components["schemas"]["IdentityProvider"][];
            redirect_uri: string;
            user_auto_provisioning: components["schemas"]["UserAutoProvisioning"];
        };
        InviteUserRequest: {
            email: string;
            group_ids?: string[];
            seat_type?: components["schemas"]["SeatType"];
            usage_limit?: number | null;
            workspace_permission?: string;
        };
        InviteUsersRequest: {
            emails: string[];
            group_ids?: string[];
            seat_type?: components["schemas"]["SeatType"];
            usage_limit?: number | null;
        };
        Invoice: {
            amount_due_cents: number;
            amount_paid_cents: number;
            created_at_unix: number;
            /** @enum {string} */
            currency: "usd" | "eur";
            discount_cents: number;
            invoice_id: string;
            lines: {
                amount_cents: number;
                description: string;
                quantity: number;
            }[];
            number: string;
            pdf_url: string;
            period_end_unix: number | null;
            period_start_unix: number | null;
            /** @enum {string} */
            provider: "local" | "stripe";
            reason: string;
            /** @enum {string} */
            status: "open" | "paid" | "uncollected" | "void";
            subtotal_cents: number;
        };
        InvoiceList: {
            has_more: boolean;
            invoices: components["schemas"]["Invoice"][];
            next_page_token: string | null;
        };
        InvoiceResponse: {
            amount_due_cents: number;
            discount_amount_off: number | null;
            discount_percent_off: number | null;
            discounts: {
                discount_amount_off: number | null;
                discount_percent_off: number | null;
            }[];
            next_payment_attempt_unix: number;
            /** @enum {string|null} */
            payment_intent_status: "canceled" | "processing" | "requires_action" | "requires_capture" | "requires_confirmation" | "requires_payment_method" | "succeeded" | null;
            payment_intent_statusses: string[];
            subtotal_cents: number | null;
            tax_cents: number | null;
        };
        IsAdminResponse: {
            is_admin: boolean;
        };
        LanguageInfo: {
            code: string;
            label: string;
        };
        LanguagePageSpeechRequest: {
            /** @description Up to 250 characters, in the page's language. */
            text: string;
        };
        LanguagePairInfo: {
            destination_languages: components["schemas"]["LanguageInfo"][];
            source_language: components["schemas"]["LanguageInfo"];
        };
        LanguagesResponse: components["schemas"]["SingleLanguagesResponse"] | components["schemas"]["PairedLanguagesResponse"];
        LibraryVoice: {
            accent: string;
            age: string;
            category: string;
            cloned_by_count: number;
            date_unix: number;
            description: string | null;
            descriptive: string;
            distance?: number;
            featured: boolean;
            free_users_allowed: boolean;
            gender: string;
            is_added_by_user: boolean;
            language: string;
            live_moderation_enabled: boolean;
            locale: string | null;
            name: string;
            notice_period: number;
            play_api_usage_character_count_1y: number;
            preview_url: string | null;
            public_owner_id: string;
            usage_character_count_1y: number;
            usage_character_count_7d: number;
            use_case: string;
            vocable_method: string;
            voice_id: string;
        };
        LibraryVoicesResponse: {
            has_more: boolean;
            last_sort_id: string | null;
            total_count: number;
            voices: components["schemas"]["LibraryVoice"][];
        };
        ListAuthConnectionsResponse: {
            /** @description Always empty: this server keeps no credentials for outside services */
            auth_connections: {
                [key: string]: unknown;
            }[];
        };
        ListOrdersResponse: {
            /** @description Vocable: another page follows at offset + page_size */
            has_more: boolean;
            orders: components["schemas"]["OrderSummary"][];
        };
        LocalModelInfo: {
            bytes: number;
            checked_at_unix: number | null;
            engine_id: string | null;
            /** @description vits, kokoro, kitten, matcha, zipvoice, pocket, whisper, moonshine, sense-voice, paraformer, silero-vad, speaker-embedding */
            kind: string;
            languages: string[];
            license: string;
            model_id: string;
            name: string;
            /** @description Why it is broken, or why an ok model is not used (a kind not supported yet) */
            reason: string | null;
            sample_rate: number;
            /** @enum {string} */
            status: "ok" | "broken" | "unchecked";
        };
        LocalModelList: {
            models: components["schemas"]["LocalModelInfo"][];
        };
        MarketingVisitRequest: {
            /** @description Only matched against the signed-in account's address; never stored. */
            email?: string | null;
            /** @example visit */
            event_type: string;
            gclid?: string | null;
            utm_campaign?: string | null;
            utm_content?: string | null;
            utm_medium?: string | null;
            utm_source?: string | null;
            utm_term?: string | null;
        };
        MarketingVisitResponse: {
            /** @enum {string} */
            status: "ok";
            /** @description false: the browser's consent cookie does not allow analytics, so nothing was kept. */
            stored: boolean;
        };
        MemberEmailRequest: {
            email: string;
        };
        MemberLosingAccess: {
            email: string;
            first_name: string | null;
            user_id: string;
        };
        MigrateSegmentsBody: {
            segment_ids: string[];
            speaker_id: string;
        };
        Model: {
            aliases: string[];
            can_be_finetuned: boolean;
            can_do_text_to_speech: boolean;
            can_do_voice_conversion: boolean;
            /** @description Vocable: reads v3 audio tags ([whispers], [pause]...): the dialogue-capable family that model ids starting with eleven_v3 are served by. Tags it does not perform are named in the audio-tags-not-performed header */
            can_use_audio_tags: boolean;
            can_use_speaker_boost: boolean;
            can_use_style: boolean;
            concurrency_group: string;
            description: string;
            languages: {
                language_id: string;
                name: string;
            }[];
            max_characters_request_free_user: number;
            max_characters_request_subscribed_user: number;
            maximum_text_length_per_request: number;
            model_id: string;
            model_rates: {
                character_cost_multiplier: number;
            };
            name: string;
            requires_alpha_access: boolean;
            serves_pro_voices: boolean;
            token_cost_factor: number;
        };
        Notification: {
            create_date_unix_ms: number;
            description: string;
            /** @description What happened, e.g. transcript.completed, share_video.ready, workspace_invite.received */
            event: string;
            has_been_read: boolean;
            /** @description Vocable: the app page it leads to, if any */
            link: string | null;
            message_id: string;
            needs_attention: boolean;
            /** @enum {string} */
            severity: "info" | "success" | "warning" | "error";
            title: string;
        };
        NotificationsPage: {
            has_more: boolean;
            messages: components["schemas"]["Notification"][];
            next_cursor: string | null;
            unread_count: number;
        };
        OnboardingChecklist: {
            checklist_id: string;
            hidden: boolean;
            items: {
                is_available: boolean;
                is_completed: boolean;
                onboarding_checklist_item_id: string;
            }[];
        };
        OnboardingChecklistResponse: {
            is_onboarding_checklist_completed: boolean;
            onboarding_checklist: components["schemas"]["OnboardingChecklist"];
        };
        OnboardingChecklistUpdateRequest: {
            /** @enum {string} */
            item_id: "generate_text_to_speech" | "generate_speech_to_speech" | "add_voice_to_voice_lab" | "design_voice" | "create_dub" | "join_affiliate" | "generate_api_key";
        };
        OnboardingSurvey: {
            first_name: string;
            role: string;
            source: string | null;
            subrole: string | null;
            timezone: string;
        };
        OnboardingSurveyRequest: {
            first_name: string;
            role: string;
            source?: string | null;
            subrole?: string | null;
            timezone: string;
        };
        OpenAiModel: {
            created: number;
            id: string;
            /** @enum {string} */
            object: "model";
            owned_by: string;
        };
        OpenAiModelList: {
            data: components["schemas"]["OpenAiModel"][];
            /** @enum {string} */
            object: "list";
        };
        OpenAiSpeechRequest: {
            input: string;
            instructions?: string;
            model: string;
            /**
             * @default mp3
             * @enum {string}
             */
            response_format?: "mp3" | "opus" | "aac" | "flac" | "wav" | "pcm";
            /** @default 1 */
            speed?: number;
            /**
             * @default audio
             * @enum {string}
             */
            stream_format?: "audio" | "sse";
            voice: string | {
                id: string;
            };
        };
        OpenAiSpeechStreamEvent: {
            /** @description The next bytes of the audio, base64 (each event decodes on its own) */
            audio: string;
            /** @enum {string} */
            type: "speech.audio.delta";
        } | {
            /** @enum {string} */
            type: "speech.audio.done";
            /** @description Always 0: Vocable counts characters, not tokens (the character-cost header says what was charged) */
            usage: {
                input_tokens: number;
                output_tokens: number;
                total_tokens: number;
            };
        };
        OpenAiTranscription: {
            text: string;
        };
        OpenAiTranscriptionStreamEvent: {
            delta: string;
            /** @enum {string} */
            type: "transcript.text.delta";
        } | {
            text: string;
            /** @enum {string} */
            type: "transcript.text.done";
        };
        OpenAiVerboseTranscription: {
            duration: number;
            language: string;
            segments?: {
                avg_logprob: number;
                compression_ratio: number;
                end: number;
                id: number;
                no_speech_prob: number;
                seek: number;
                start: number;
                temperature: number;
                text: string;
                tokens: number[];
            }[];
            /** @enum {string} */
            task: "transcribe";
            text: string;
            words?: {
                end: number;
                start: number;
                word: string;
            }[];
        };
        OptOutOfUpdatesRequest: {
            opt_out_updates_key: string;
        };
        OrderDeliverablesResponse: {
            deliverables: components["schemas"]["DeliverableInfo"][];
        };
        OrderItemInfo: {
            item: components["schemas"]["OrderItemRequest"];
            item_id: string;
            quote: components["schemas"]["QuoteInfo"];
        };
        OrderItemRequest: components["schemas"]["TranscriptionOrderItemRequest"] | components["schemas"]["SubtitleOrderItemRequest"] | components["schemas"]["DubOrderItemRequest"];
        OrderMediaInfo: {
            content_type: string;
            duration_seconds: number;
            language: string;
            media_id: string;
            name: string;
            /** @enum {string} */
            source: "upload" | "url" | "history" | "transcript" | "dub";
        };
        OrderMediaResponse: {
            content_type: string;
            duration_seconds: number;
            language: string;
            media_id: string;
            name: string;
            signed_url: string;
        };
        OrderResponse: {
            /** @description ISO 8601 */
            accepted_at: string | null;
            cancel_reason: string | null;
            /** @description ISO 8601 */
            completed_at: string | null;
            /** @description ISO 8601 */
            created_at: string;
            /** @description ISO 8601 */
            deadline_at: string | null;
            /** @description Vocable: the invoice the charge went on (GET /v1/billing/invoices) */
            invoice_id: string | null;
            items: components["schemas"]["OrderItemInfo"][];
            media: components["schemas"]["OrderMediaInfo"][];
            name: string;
            order_id: string;
            /** @description ISO 8601 */
            paid_at: string | null;
            /** @description Vocable: the refund's record (a Stripe credit note, a local credit invoice); null while it is being made */
            refund_id: string | null;
            /** @description Vocable: what a paid order's cancellation or expiry gave back (its undelivered items) */
            refunded_amount_usd: number;
            sandbox: boolean;
            /** @enum {string} */
            state: "open" | "submitted" | "paid" | "accepted" | "rejected" | "done" | "cancelling" | "cancelled" | "expired" | "merged";
            /** @description ISO 8601 */
            submitted_at: string | null;
            /** @description The sum of the items' quotes; what was charged once paid (a sandbox order is never charged) */
            total_amount_usd: number;
        };
        OrderSummary: {
            cancel_reason: string | null;
            /** @description Vocable */
            created_at: string;
            /** @description Vocable */
            deadline_at: string | null;
            name: string;
            order_id: string;
            sandbox: boolean;
            /** @enum {string} */
            state: "open" | "submitted" | "paid" | "accepted" | "rejected" | "done" | "cancelling" | "cancelled" | "expired" | "merged";
            /** @description ISO 8601 */
            submitted_at: string | null;
            total_amount_usd: number;
            /** @description ISO 8601 */
            updated_at: string;
        };
        PairedLanguagesResponse: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            kind: "pair";
            language_pairs: components["schemas"]["LanguagePairInfo"][];
        };
        /** @enum {string} */
        PermissionType: "text_to_speech" | "speech_to_speech" | "speech_to_text" | "models_read" | "models_write" | "voices_read" | "voices_write" | "voice_collections_read" | "voice_collections_write" | "speech_history_read" | "speech_history_write" | "sound_generation" | "audio_isolation" | "voice_generation" | "dubbing_read" | "dubbing_write" | "pronunciation_dictionaries_read" | "pronunciation_dictionaries_write" | "user_read" | "user_write" | "projects_read" | "projects_write" | "audio_native_read" | "audio_native_write" | "workspace_read" | "workspace_write" | "forced_alignment" | "convai_read" | "convai_write" | "music_generation" | "image_video_generation" | "flows" | "templates" | "add_voice_from_voice_library" | "create_instant_voice_clone" | "create_professional_voice_clone" | "publish_voice_to_voice_library" | "share_voice_externally" | "create_user_api_key" | "workspace_analytics_full_read" | "webhooks_write" | "service_account_write" | "group_members_manage" | "workspace_members_read" | "workspace_members_invite" | "workspace_members_remove" | "terms_of_service_accept" | "audit_log_read" | "conversation_privacy_manage" | "copy_resources_cross_workspace" | "synthid_detector";
        PlanRequest: {
            /** @enum {string} */
            billing_period: "monthly_period" | "annual_period";
            created_at_unix: number;
            /** @enum {string} */
            currency: "usd" | "eur";
            decided_at_unix: number | null;
            /** @enum {string} */
            kind: "subscribe" | "upgrade";
            plan_request_id: string;
            promocode: string | null;
            reason: string | null;
            /** @enum {string} */
            status: "open" | "approved" | "denied" | "withdrawn";
            /** @enum {string} */
            tier: "free" | "starter" | "creator" | "pro" | "growing_business" | "scale_2024_08_10" | "grant_tier_1_2025_07_23" | "grant_tier_2_2025_07_23" | "trial" | "enterprise";
        };
        PlanRequestResponse: {
            plan_request: components["schemas"]["PlanRequest"] | null;
        };
        PostRegistrationUserSetupRequest: {
            /** @description Accepted and ignored (no cloud marketplace billing here); never stored. */
            gcp_marketplace_jwt?: string;
            /** @description A referral code (the `via` value of a referral link): recorded as the referrer once, within a day of sign-up. */
            pid?: string;
            /** @description A partner click id: accepted and ignored (no partner program here). */
            xid?: string;
        };
        PrepareInternalVerificationRequest: {
            email: string;
            verification_code: string;
        };
        PreSignUpRequest: {
            account_metadata?: {
                agrees_to_product_updates?: boolean;
                /** @description Ignored: the server derives the location from the client address. */
                geo_location?: unknown;
            };
            email: string;
            gcp_marketplace_jwt?: string;
            invite_code?: string;
            pid?: string;
            recaptcha_token?: string;
            xid?: string;
        };
        PreviewSubscriptionChangeRequest: {
            /**
             * @default monthly_period
             * @enum {string}
             */
            billing_period?: "monthly_period" | "annual_period";
            /** @enum {string} */
            subscription_type: "free" | "starter" | "creator" | "pro" | "growing_business" | "scale_2024_08_10" | "grant_tier_1_2025_07_23" | "grant_tier_2_2025_07_23" | "trial" | "enterprise";
        };
        ProducerProfile: {
            /** @description Share of accepted work accepted the first time (never returned) */
            accuracy: number | null;
            handle: string;
            in_probation: boolean;
            languages: string[];
            name: string;
            producer_since_unix: number;
            qualifications: string[];
            tasks_done: number;
        };
        ProducerProfileHandleBody: {
            handle: string;
        };
        ProducerStatus: {
            is_in_probation: boolean;
            is_producer: boolean;
            qualifications: string[];
            user_id: string;
        };
        ProductionEarningPage: {
            earnings: {
                amount_cents: number;
                created_at_unix: number;
                earning_id: string;
                order_id: string;
                paid: boolean;
                payout_id: string | null;
                role: string;
                task_id: string;
            }[];
            has_more: boolean;
            next_page_token: string | null;
        };
        ProductionFeedbackList: {
            feedback: {
                acknowledged: boolean;
                created_at_unix: number;
                feedback_id: string;
                segment_id: string | null;
                text: string;
            }[];
        };
        ProductionOpenWork: {
            created_at_unix: number;
            description_id: string;
            due_unix: number | null;
            earning_cents: number;
            kind: string;
            language: string;
            media_seconds: number;
            priority: number;
            team_id: string;
        };
        ProductionOpenWorkPage: {
            has_more: boolean;
            next_page_token: string | null;
            tasks: components["schemas"]["ProductionOpenWork"][];
        };
        ProductionPayout: {
            amount_cents: number;
            created_at_unix: number;
            error: string | null;
            paid_at_unix: number | null;
            payout_id: string;
            provider: string;
            state: string;
            transfer_id: string | null;
        };
        ProductionPayoutPage: {
            has_more: boolean;
            next_page_token: string | null;
            payouts: components["schemas"]["ProductionPayout"][];
        };
        ProductionPayoutSummary: {
            agreement_accepted_unix: number | null;
            balance_cents: number;
            earned_cents: number;
            /** @enum {string} */
            method: "stripe_connect" | "operator" | "none";
            paid_cents: number;
            payout_account: boolean | null;
            pending_cents: number;
        };
        ProductionQualificationAttempt: {
            passed: boolean;
            passing_word_error_rate: number;
            qualification: string;
            word_error_rate: number;
        };
        ProductionQualificationAttemptBody: {
            text: string;
        };
        ProductionQualificationTests: {
            /** @description Share of the caller's accepted work accepted the first time (never returned); null before any */
            accuracy: number | null;
            is_in_probation: boolean;
            is_producer: boolean;
            passing_word_error_rate: number;
            qualifications: {
                held: boolean;
                language: string | null;
                qualification: string;
                test_audio_url: string | null;
                word_error_rate: number | null;
            }[];
            /** @description The caller's work accepted so far */
            tasks_done: number;
        };
        ProductionSegment: {
            end: number;
            id: string;
            speaker: string;
            start: number;
            text: string;
        };
        ProductionTask: {
            brief: {
                instructions: string | null;
                /** @description Subtitles for the deaf and hard of hearing: sounds and speakers described */
                sdh: boolean;
                /** @description Keep every filler word, false start and repetition */
                verbatim: boolean;
            };
            created_at_unix: number;
            deadline_unix: number;
            description_id: string;
            earning_cents: number;
            extended: boolean;
            finished_at_unix: number | null;
            /** @enum {string} */
            kind: "transcription" | "translation" | "review" | "dub_review";
            language: string;
            media: {
                content_type: string;
                duration_seconds: number;
                name: string;
                url: string;
            };
            producer_id: string;
            reviews_task_id: string | null;
            segments: components["schemas"]["ProductionSegment"][];
            /** @enum {string} */
            state: "claimed" | "submitted" | "in_review" | "returned" | "accepted" | "revoked" | "expired" | "cancelled";
            submitted_at_unix: number | null;
            task_id: string;
            team_id: string;
            unacknowledged_feedback: number;
        };
        ProductionTaskPage: {
            has_more: boolean;
            next_page_token: string | null;
            tasks: {
                brief: {
                    instructions: string | null;
                    /** @description Subtitles for the deaf and hard of hearing: sounds and speakers described */
                    sdh: boolean;
                    /** @description Keep every filler word, false start and repetition */
                    verbatim: boolean;
                };
                created_at_unix: number;
                deadline_unix: number;
                description_id: string;
                earning_cents: number;
                extended: boolean;
                finished_at_unix: number | null;
                /** @enum {string} */
                kind: "transcription" | "translation" | "review" | "dub_review";
                language: string;
                media: {
                    content_type: string;
                    duration_seconds: number;
                    name: string;
                    url: string;
                };
                producer_id: string;
                reviews_task_id: string | null;
                /** @enum {string} */
                state: "claimed" | "submitted" | "in_review" | "returned" | "accepted" | "revoked" | "expired" | "cancelled";
                submitted_at_unix: number | null;
                task_id: string;
                team_id: string;
                unacknowledged_feedback: number;
            }[];
        };
        ProductionTaskPeaks: {
            end: number;
            /** @description The loudest sample of each equal slice of the window, 0 to 1 */
            peaks: number[];
            start: number;
        };
        ProductionTaskPriorityBody: {
            priority: number;
        };
        ProductionTeam: {
            kind: string;
            language: string;
            name: string;
            open_tasks: number;
            qualified: boolean;
            team_id: string;
        };
        ProductionTranscriptionDiff: {
            against_machine: {
                coarse: boolean;
                deleted: number;
                inserted: number;
                ops: {
                    /** @enum {string} */
                    op: "equal" | "delete" | "insert";
                    words: string[];
                }[];
                unchanged: number;
            };
            against_reviewed: {
                coarse: boolean;
                deleted: number;
                inserted: number;
                ops: {
                    /** @enum {string} */
                    op: "equal" | "delete" | "insert";
                    words: string[];
                }[];
                unchanged: number;
            } | null;
        };
        PromoCode: {
            amount_off: number | null;
            code: string;
            /** @enum {string|null} */
            currency: "usd" | "eur" | null;
            duration_in_months: number | null;
            expires_at_unix: number | null;
            max_redemptions: number | null;
            percent_off: number | null;
            times_redeemed: number;
        };
        PromoOffer: {
            amount_off: number | null;
            duration_in_months: number | null;
            extended: boolean;
            percent_off: number | null;
            promocode: string;
        };
        PromoOfferRequest: {
            code: string;
            /** @default false */
            extended?: boolean;
        };
        PromoOfferResponse: {
            offer: components["schemas"]["PromoOffer"] | null;
        };
        PronunciationDictionaryRule: {
            /** @description What is read instead. */
            alias: string;
            /**
             * @description Match case exactly (default true).
             * @default true
             */
            case_sensitive?: boolean;
            /** @description The text to find. Must not be empty. */
            string_to_replace: string;
            /** @enum {string} */
            type: "alias";
            /**
             * @description Match whole words only (default true).
             * @default true
             */
            word_boundaries?: boolean;
        } | {
            /** @description ipa or cmu-arpabet (also accepted: cmu, x-arpabet, x-cmu-arpabet). */
            alphabet: string;
            /**
             * @description Match case exactly (default true).
             * @default true
             */
            case_sensitive?: boolean;
            /** @description The pronunciation, in `alphabet`. */
            phoneme: string;
            /** @description The text to find. Must not be empty. */
            string_to_replace: string;
            /** @enum {string} */
            type: "phoneme";
            /**
             * @description Match whole words only (default true).
             * @default true
             */
            word_boundaries?: boolean;
        };
        PronunciationDictionaryRuleResponse: {
            alias: string;
            case_sensitive: boolean;
            string_to_replace: string;
            /** @enum {string} */
            type: "alias";
            word_boundaries: boolean;
        } | {
            /** @enum {string} */
            alphabet: "ipa" | "cmu-arpabet";
            case_sensitive: boolean;
            phoneme: string;
            string_to_replace: string;
            /** @enum {string} */
            type: "phoneme";
            word_boundaries: boolean;
        };
        PronunciationDictionaryRulesResponse: {
            id: string;
            version_id: string;
            version_rules_num: number;
        };
        PronunciationDictionaryVersionLocator: {
            pronunciation_dictionary_id: string;
            version_id?: string | null;
        };
        PublishSoundEffectRequest: {
            /**
             * @description Default: the category the engine gave it
             * @enum {string}
             */
            category?: "weather" | "water" | "fire" | "footsteps" | "doors" | "impacts" | "machines" | "vehicles" | "animals" | "ui" | "whooshes" | "crowds" | "ambience" | "other";
            /** @description Default: its prompt */
            title?: string;
        };
        PvcVoiceResponse: {
            voice_id: string;
        };
        QuoteInfo: {
            amount_usd: number;
        };
        RandResponse: {
            rand: number;
        };
        ReceivedInvite: {
            created_at_unix: number;
            expires_at_unix: number;
            invite_id: string;
            invited_by_email: string | null;
            seat_type: components["schemas"]["SeatType"];
            workspace_id: string;
            workspace_name: string;
        };
        ReceivedInviteList: {
            has_more: boolean;
            invites: components["schemas"]["ReceivedInvite"][];
            next_page_token: string | null;
        };
        RecordDeviceFingerprintRequest: {
            fingerprint: string;
        };
        ReferralLinkResponse: {
            referral_link: string;
        };
        RegisterMediaResponse: {
            content_type: string;
            duration_seconds: number;
            language: string;
            media_id: string;
            name: string;
            signed_url: string;
        };
        RemoveMfaResponse: {
            signed_in: boolean;
            /** @enum {string} */
            status: "ok";
        };
        RemoveOrderItemResponse: {
            success: boolean;
        };
        RemovePronunciationDictionaryRulesRequest: {
            rule_strings: string[];
        };
        Render: {
            error?: string | null;
            id: string;
            language?: string;
            media_ref?: components["schemas"]["DubbingMediaReference"];
            /** @enum {string} */
            status: "complete" | "processing" | "failed";
            /** @enum {string} */
            type?: "mp4" | "aac" | "mp3" | "wav" | "aaf" | "tracks_zip" | "clips_zip" | "zip";
            version: number;
        };
        RenderDubBody: {
            normalize_volume?: boolean;
            /** @enum {string} */
            render_type: "mp4" | "aac" | "mp3" | "wav" | "aaf" | "tracks_zip" | "clips_zip" | "zip";
        };
        ResetPasswordRequest: {
            new_password: string;
            oob_code: string;
        };
        ResolvedVoiceSettings: {
            similarity_boost: number;
            speed: number;
            stability: number;
            style: number;
            use_speaker_boost: boolean;
        };
        ResourceMetadataResponseModel: {
            anonymous_access_level_override: null;
            creator_user_id: string;
            resource_id: string;
            resource_name: string;
            resource_type: components["schemas"]["ShareableResourceType"];
            /** @description Each role's grantees: user ids, group ids, 'default' for the whole workspace, key ids. The creator holds every right and is not listed. */
            role_to_group_ids: {
                [key: string]: string[];
            };
            /** @description Members (and groups, and 'default') without a share of this resource yet. */
            share_options: components["schemas"]["ShareOptionResponseModel"][];
            /** @description Vocable: the current shares with names, for the share dialog. */
            shares: components["schemas"]["ResourceShareEntry"][];
        };
        ResourceShareEntry: {
            created_at_unix: number;
            email: string | null;
            name: string;
            principal_id: string;
            /** @enum {string} */
            principal_type: "user" | "group" | "workspace" | "key";
            /**
             * @description viewer reads, editor also changes (feedback), admin also deletes and shares further.
             * @enum {string}
             */
            role: "viewer" | "editor" | "admin";
            shared_by_user_id: string;
        };
        RetranscribeProductionSegmentBody: {
            segment_id: string;
        };
        ReviewProductionTaskBody: {
            /** @default [] */
            feedback?: {
                segment_id?: string | null;
                text: string;
            }[];
            /** @enum {string} */
            verdict: "accept" | "return";
        };
        SaveProductionTranscriptionBody: {
            segments: components["schemas"]["ProductionSegment"][];
        };
        /** @enum {string} */
        SeatType: "workspace_admin" | "workspace_member" | "workspace_lite_member";
        SegmentCreatePayload: {
            end_time: number;
            start_time: number;
            text?: string;
            translations?: {
                [key: string]: string;
            };
        };
        SegmentCreateResponse: {
            new_segment: string;
            version: number;
        };
        SegmentsAndLanguagesBody: {
            languages?: string[];
            segments: string[];
        };
        SegmentSubtitleFrame: {
            end_time: number;
            lines: string[];
            start_time: number;
        };
        SegmentUpdatePayload: {
            end_time?: number;
            start_time?: number;
            text?: string;
        };
        SendAccountEmailRequest: {
            continue_url?: string;
            email: string;
        };
        SensitiveActionCodeRequest: {
            code: string;
        };
        SentInvite: {
            created_at_unix: number;
            email: string;
            expires_at_unix: number;
            group_ids: string[];
            invite_id: string;
            invited_by_email: string | null;
            seat_type: components["schemas"]["SeatType"];
        };
        SentInviteList: {
            has_more: boolean;
            invites: components["schemas"]["SentInvite"][];
            next_page_token: string | null;
        };
        SessionInfo: {
            browser: string | null;
            created_at_unix: number;
            device: string | null;
            ip_address: string | null;
            is_current: boolean;
            last_active_unix: number;
            os: string | null;
            session_id: string;
        };
        SessionList: {
            has_more: boolean;
            next_page_token: string | null;
            sessions: components["schemas"]["SessionInfo"][];
        };
        SetProducerBody: {
            is_in_probation?: boolean;
            is_producer?: boolean;
            qualifications?: string[];
        };
        SetPronunciationDictionaryRulesRequest: {
            rules: components["schemas"]["PronunciationDictionaryRule"][];
        };
        SetVoiceSafetyControlRequest: {
            /** @enum {string|null} */
            safety_control: "CAPTCHA" | "BAN" | null;
        };
        SetVoiceVerificationRequest: {
            is_verified: boolean;
        };
        SetWorkspaceFeatureFlagsRequest: {
            flags: {
                /** @description The feedback widget (thumbs up and down) on generations. true or false sets it for the workspace; null goes back to the instance's setting. */
                feedback_enabled?: boolean | null;
                /** @description The text-to-speech share video: Share opens the video modal, also on enterprise workspaces. true or false sets it for the workspace; null goes back to the instance's setting. */
                tts_video?: boolean | null;
            };
        };
        SetWorkspacePlanRequest: {
            character_limit?: number;
            max_seats?: number | null;
            professional_voice_limit?: number;
            /** @enum {string} */
            tier: "free" | "starter" | "creator" | "pro" | "growing_business" | "scale_2024_08_10" | "grant_tier_1_2025_07_23" | "grant_tier_2_2025_07_23" | "trial" | "enterprise";
            voice_limit?: number;
        };
        /**
         * @description speech_history_item (Vocable: a history item), voice (a custom voice of the workspace) or pronunciation_dictionary.
         * @enum {string}
         */
        ShareableResourceType: "speech_history_item" | "voice" | "pronunciation_dictionary";
        SharedHistoryItem: {
            alignment: components["schemas"]["CharacterAlignment"];
            /** @description The audio, with byte ranges; add ?download=1 for an attachment. */
            audio_url: string;
            date_unix: number;
            partial: boolean;
            public_user_name: string | null;
            share_link_id: string;
            text: string;
            voice_name: string;
        };
        ShareLinkResponse: {
            /** @description The creator's public name, shown on the page (POST /v1/user/update-public-user-name); null shows no name. */
            public_user_name: string | null;
            /** @description The public page of the item: anyone holding it can play and download the audio without signing in. */
            share_link: string;
        };
        ShareOptionResponseModel: {
            /** @description Vocable: the member's e-mail (null for a group). */
            email: string | null;
            id: string;
            name: string;
            /** @enum {string} */
            type: "user" | "group" | "key";
        };
        ShareVideoResponse: {
            error: string | null;
            /**
             * @description ready: video_url plays it; rendering: ask again; failed: error says why (POST starts it again)
             * @enum {string}
             */
            status: "ready" | "rendering" | "failed" | "not_started";
            /** @description The MP4 (H.264 + AAC), with byte ranges, once ready */
            video_url: string | null;
        };
        ShareVoiceRequest: {
            /** @enum {string} */
            category?: "generated" | "professional" | "high_quality" | "famous";
            description?: string | null;
            /** @default true */
            free_users_allowed?: boolean;
            labels?: {
                [key: string]: string;
            };
            /** @default false */
            live_moderation_enabled?: boolean;
            name?: string;
            /** @default 0 */
            notice_period?: number;
            /**
             * @default enabled
             * @enum {string}
             */
            status?: "enabled" | "copied_disabled";
        };
        SignInRequestAnswer: {
            access_expires_at_unix: number | null;
            granted: boolean;
            /** @enum {string} */
            status: "ok";
        };
        SignInRequestVerification: {
            grant?: boolean;
            sign_in_request_verification_code: string;
        };
        SimilarVoicesForSpeakerResponse: {
            voices: {
                category: string;
                description?: string;
                name: string;
                preview_url?: string;
                voice_id: string;
            }[];
        };
        SingleLanguagesResponse: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            kind: "single";
            languages: components["schemas"]["LanguageInfo"][];
        };
        SingleUseTokenResponseModel: {
            /** @description A time-bound single-use token that expires after 15 minutes; consumed on use. */
            token: string;
        };
        SoundEffectHistoryItem: {
            /** @enum {string} */
            category: "weather" | "water" | "fire" | "footsteps" | "doors" | "impacts" | "machines" | "vehicles" | "animals" | "ui" | "whooshes" | "crowds" | "ambience" | "other";
            date_unix: number;
            description: string | null;
            duration_seconds: number;
            history_item_id: string;
            loop: boolean;
            model_id: string;
            prompt_influence: number;
            published_slug: string | null;
            seed: number;
            text: string;
        };
        SoundEffectHistoryPage: {
            has_more: boolean;
            items: components["schemas"]["SoundEffectHistoryItem"][];
            last_history_item_id: string | null;
        };
        SoundEffectLibraryPage: {
            categories: {
                /** @enum {string} */
                category: "weather" | "water" | "fire" | "footsteps" | "doors" | "impacts" | "machines" | "vehicles" | "animals" | "ui" | "whooshes" | "crowds" | "ambience" | "other";
                count: number;
            }[];
            has_more: boolean;
            next_cursor: string | null;
            sound_effects: components["schemas"]["SoundEffectListing"][];
        };
        SoundEffectListing: {
            audio_url: string;
            /** @enum {string} */
            category: "weather" | "water" | "fire" | "footsteps" | "doors" | "impacts" | "machines" | "vehicles" | "animals" | "ui" | "whooshes" | "crowds" | "ambience" | "other";
            duration_seconds: number;
            loop: boolean;
            page_url: string;
            prompt: string;
            published_by: string;
            published_unix: number;
            slug: string;
            title: string;
        };
        SoundEffectVocabulary: {
            categories: {
                category: string;
                examples: string[];
            }[];
            /** @description The engine that makes a sound when no model_id is given (null: none installed); procedural: the built-in recipe engine, else a generative one the operator installed */
            engine: {
                id: string | null;
                procedural: boolean;
            };
        };
        SpeakerCreatedResponse: {
            speaker_id: string;
            version: number;
        };
        SpeakerSegment: {
            dubs: {
                [key: string]: components["schemas"]["DubbedSegment"];
            };
            end_time: number;
            id: string;
            start_time: number;
            subtitles: components["schemas"]["SegmentSubtitleFrame"][];
            text: string;
        };
        SpeakerTrack: {
            id: string;
            media_ref: components["schemas"]["DubbingMediaReference"];
            segments: string[];
            speaker_name: string;
            voice_labels?: {
                [key: string]: string;
            };
            /** @description The voice id speaking for the speaker, by language */
            voices: {
                [key: string]: string;
            };
        };
        SpeakerUpdateBody: {
            languages?: string[];
            speaker_name?: string;
            /** @description A voice id, or track-clone (the speaker's voice approximated from their whole track); clip-clone is refused */
            voice_id?: string;
            voice_similarity?: number;
            voice_stability?: number;
            voice_style?: number;
        };
        SpeechHistoryItemResponse: {
            alignments: {
                alignment: components["schemas"]["CharacterAlignment"];
                normalized_alignment: components["schemas"]["CharacterAlignment"];
            } | null;
            character_count_change_from: number;
            character_count_change_to: number;
            content_type: string;
            date_unix: number;
            /** @description A text-to-dialogue item's lines with their voices; null for one voice's speech */
            dialogue: {
                text: string;
                voice_id: string;
                voice_name: string;
            }[] | null;
            feedback: components["schemas"]["Feedback"] | null;
            history_item_id: string;
            isbn_number: null;
            model_id: string;
            output_format: string;
            /** @description Vocable (the ElevenLabs item has no such field): the client left mid-stream; the item holds, and was charged for, only the text whose audio was sent, so its text and character count say how far the listener got */
            partial: boolean;
            request_id: string;
            settings: components["schemas"]["ResolvedVoiceSettings"];
            share_link_id: string | null;
            /**
             * @description Vocable: the caller's role on an item shared with them (viewer, editor, admin); null for their own items.
             * @enum {string|null}
             */
            share_role: "viewer" | "editor" | "admin" | null;
            /** @description Vocable: who shared this item with the caller; null for the caller's own items. */
            shared_by: {
                email: string;
                name: string;
                user_id: string;
            } | null;
            /** @enum {string} */
            source: "TTS" | "STS" | "SFX";
            /** @enum {string} */
            state: "created";
            text: string;
            /** @enum {string} */
            voice_category: "premade" | "cloned" | "generated" | "professional";
            voice_id: string;
            voice_name: string;
        };
        SpeechToTextCharacterResponseModel: {
            end: number;
            start: number;
            text: string;
        };
        SpeechToTextChunkResponseModel: {
            /** @description With additional_formats, in the answer or the webhook */
            additional_formats?: components["schemas"]["AdditionalFormatResponseModel"][];
            audio_duration_secs: number;
            created_at_unix: number;
            /** @description Vocable: the engine that recognised it */
            engine_id: string;
            /** @description With entity_detection (and no redaction), in the answer or the webhook */
            entities?: components["schemas"]["DetectedEntity"][];
            /** @description Vocable: why a failed transcript failed */
            error: string | null;
            /** @description Vocable: the uploaded file's name */
            file_name: string;
            language_code: string;
            language_probability: number;
            /** @description Vocable: the recogniser was unsure of much of this transcript: at least 35 % of its words, and at least 2, have a logprob below -1.204. On completed transcripts that kept their words (not with timestamps_granularity none) */
            low_confidence?: boolean;
            /** @description Vocable: how many of the words have a logprob below -1.204 (probability 0.3); present with low_confidence */
            low_confidence_words?: number;
            model_id: string;
            /** @description Vocable: 0 to 1, the share of the audio recognised so far */
            progress: number;
            /**
             * @description Vocable: processing while the job runs; text and words are empty until completed
             * @enum {string}
             */
            status: "processing" | "completed" | "failed";
            text: string;
            transcription_id: string;
            words: components["schemas"]["SpeechToTextWordResponseModel"][];
        };
        SpeechToTextWebhookResponseModel: {
            message: string;
            request_id: string;
            transcription_id: string;
        };
        SpeechToTextWordResponseModel: {
            characters?: components["schemas"]["SpeechToTextCharacterResponseModel"][];
            end: number;
            /** @description The natural log of the recogniser's probability of the word (PocketSphinx's posterior; 0 when the engine gives none). Vocable marks a word below -1.204 (probability 0.3) as low-confidence */
            logprob: number;
            speaker_id: string | null;
            start: number;
            text: string;
            /** @enum {string} */
            type: "word" | "spacing" | "audio_event";
        };
        StatusMessage: {
            message: string;
            /** @enum {string} */
            status: "ok";
        };
        StatusOk: {
            /** @enum {string} */
            status: "ok";
        };
        SubmitOrderResponse: {
            order_id: string;
            /** @enum {string} */
            state: "open" | "submitted" | "paid" | "accepted" | "rejected" | "done" | "cancelling" | "cancelled" | "expired" | "merged";
            /** @description ISO 8601 */
            submitted_at: string;
        };
        SubscriptionChangePreview: {
            /** @enum {string} */
            action: "upgrade" | "downgrade";
            amount_due_now_cents: number;
            /** @enum {string} */
            billing_period: "monthly_period" | "annual_period";
            charge_cents: number;
            credit_cents: number;
            /** @enum {string} */
            currency: "usd" | "eur";
            effective_at_unix: number;
            members_losing_access: components["schemas"]["MemberLosingAccess"][];
            next_period_cents: number;
            seats: number;
            /** @enum {string} */
            source: "local" | "stripe";
            /** @enum {string} */
            tier: "free" | "starter" | "creator" | "pro" | "growing_business" | "scale_2024_08_10" | "grant_tier_1_2025_07_23" | "grant_tier_2_2025_07_23" | "trial" | "enterprise";
        };
        SubscriptionChangeResult: {
            /** @enum {string|null} */
            billing_period: "monthly_period" | "annual_period" | null;
            effective_at_unix: number;
            invoice_id: string | null;
            plan_request_id?: string | null;
            /** @enum {string} */
            status: "ok" | "requested";
            tier: string;
        };
        SubscriptionResponse: {
            allowed_to_extend_character_limit: boolean;
            /** @enum {string|null} */
            billing_period: "monthly_period" | "annual_period" | null;
            can_extend_character_limit: boolean;
            can_extend_voice_limit: boolean;
            can_use_instant_voice_cloning: boolean;
            can_use_professional_voice_cloning: boolean;
            character_count: number;
            character_count_restarted_unix: number | null;
            character_limit: number;
            /** @enum {string} */
            character_refresh_period: "monthly_period" | "annual_period";
            /** @enum {string|null} */
            currency: "usd" | "eur" | null;
            current_overage: {
                amount: string;
                /** @enum {string} */
                currency: "usd" | "eur";
            };
            has_open_invoices: boolean;
            max_character_limit_extension: number | null;
            max_credit_limit_extension: number | "unlimited";
            max_voice_add_edits: number;
            next_character_count_reset_unix: number;
            next_invoice: components["schemas"]["InvoiceResponse"] | null;
            open_invoices: components["schemas"]["InvoiceResponse"][];
            pending_change: {
                /** @enum {string} */
                kind: "change";
                /** @enum {string} */
                next_billing_period: "monthly_period" | "annual_period";
                next_tier: string;
                timestamp_seconds: number;
            } | {
                /** @enum {string} */
                kind: "cancellation";
                timestamp_seconds: number;
            } | null;
            previously_subscribed_tiers: string[];
            professional_voice_limit: number;
            professional_voice_slots_used: number;
            professional_voice_slots_used_in_workspace: number;
            sound_effect_seconds_limit: number;
            sound_effect_seconds_used: number;
            speech_to_text_seconds_limit: number;
            speech_to_text_seconds_used: number;
            /** @enum {string} */
            status: "trialing" | "active" | "incomplete" | "past_due" | "free" | "free_disabled";
            tier: string;
            voice_add_edit_counter: number;
            voice_limit: number;
            voice_slots_used: number;
        };
        SubtitleOrderItemRequest: {
            cue_options?: components["schemas"]["CueOptionsRequest"];
            /** @description Languages of the subtitles besides the source's (empty: the source language only) */
            destination_languages: string[];
            instructions?: string;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            kind: "subtitles";
            media_ids: string[];
            sdh?: boolean;
            /** @description ISO 639-1 (en) or 639-3 (eng); a region suffix (es-ES) is ignored */
            source_language: string;
        };
        TextToDialogueRequest: {
            /** @enum {string} */
            apply_text_normalization?: "auto" | "on" | "off";
            /** @description Refused with 400 when given: no installed engine applies audio effects. */
            audio_effects?: {
                [key: string]: unknown;
            } | null;
            future_text?: string | null;
            inputs: {
                text: string;
                voice_id: string;
            }[];
            language_code?: string | null;
            model_id?: string;
            next_request_ids?: string[] | null;
            previous_request_ids?: string[] | null;
            previous_text?: string | null;
            pronunciation_dictionary_locators?: components["schemas"]["PronunciationDictionaryVersionLocator"][] | null;
            seed?: number | null;
            /** @description stability and similarity: the voice settings of every line */
            settings?: {
                similarity?: number | null;
                stability?: number | null;
            } | null;
            use_pvc_as_ivc?: boolean;
        };
        TextToSpeechRequest: {
            apply_language_text_normalization?: boolean;
            /** @enum {string} */
            apply_text_normalization?: "auto" | "on" | "off";
            /** @description Refused with 400 when given: no installed engine applies audio effects (GET /v1/audio-effects/catalog is empty). */
            audio_effects?: {
                [key: string]: unknown;
            } | null;
            language_code?: string | null;
            model_id?: string;
            next_request_ids?: string[] | null;
            next_text?: string | null;
            previous_request_ids?: string[] | null;
            previous_text?: string | null;
            /** @description Up to 3 dictionaries applied in order; none given: the workspace's defaults. */
            pronunciation_dictionary_locators?: components["schemas"]["PronunciationDictionaryVersionLocator"][] | null;
            seed?: number | null;
            text: string;
            /** @description Accepted for a voice that is not professional (no effect, as at ElevenLabs); true for a professional voice is 400: it has one version here, its trained one. */
            use_pvc_as_ivc?: boolean;
            voice_settings?: components["schemas"]["VoiceSettings"] | null;
        };
        TrainingOptOut: {
            enabled: boolean;
            timestamp_unix: number | null;
        };
        TranscribeSegmentsBody: {
            segments: string[];
        };
        TranscriptionOrderItemRequest: {
            instructions?: string;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            kind: "transcription";
            media_ids: string[];
            /** @description ISO 639-1 (en) or 639-3 (eng); a region suffix (es-ES) is ignored */
            source_language: string;
            verbatim?: boolean;
        };
        TranscriptList: {
            has_more: boolean;
            next_cursor: string | null;
            transcripts: components["schemas"]["TranscriptSummary"][];
        };
        TranscriptSummary: {
            audio_duration_secs: number;
            created_at_unix: number;
            file_name: string;
            language_code: string;
            progress: number;
            /** @enum {string} */
            status: "processing" | "completed" | "failed";
            /** @description The first 200 characters of the text */
            text_preview: string;
            transcription_id: string;
        };
        TranslatedProductionSegments: {
            segments: {
                id: string;
                text: string;
            }[];
        };
        TranslateProductionTranscriptionBody: {
            from?: string;
            segment_ids?: string[];
            to: string;
        };
        TwoFactorFields: {
            has_backup_codes: boolean;
            sms_mfa_factor: null;
            totp_mfa_factor: {
                enrolled_at_unix: number;
            } | null;
        };
        UnreadNotifications: {
            unread_count: number;
        };
        UpdatedEmail: {
            email: string;
        };
        UpdateMemberRequest: {
            allow_downgrade_to_basic_seat?: boolean;
            email: string;
            is_locked?: boolean;
            workspace_role?: components["schemas"]["SeatType"];
            workspace_seat_type?: components["schemas"]["SeatType"];
        };
        UpdateMfaFactorsRequest: {
            totp_enabled: boolean;
        };
        UpdateOrderRequest: {
            /**
             * Format: date-time
             * @description Vocable: when the work must be delivered by (ISO 8601, within 90 days); null: no deadline
             */
            deadline_at?: string | null;
            name: string;
        };
        UpdateOrderResponse: {
            deadline_at: string | null;
            name: string;
        };
        UpdatePronunciationDictionaryRequest: {
            archived?: boolean;
            description?: string | null;
            /** @description The dictionary's name, for identification only. */
            name?: string;
        };
        UpdatePublicUserNameRequest: {
            public_user_name: string;
        };
        UpdateUserAutoProvisioningRequest: {
            enabled: boolean;
        };
        UpdateWorkspaceSecurityRequest: {
            mfa_required_for_users?: boolean;
            session_inactivity_timeout?: number | null;
        };
        UpsertOrderItemRequest: {
            item: components["schemas"]["OrderItemRequest"];
            item_id?: string;
        };
        UpsertOrderItemResponse: {
            item_id: string;
            quote: components["schemas"]["QuoteInfo"];
        };
        UsageCharactersResponseModel: {
            /** @description Start of each bucket, UTC Unix milliseconds */
            time: number[];
            /** @description One series per breakdown label, the same length as time; largest total first */
            usage: {
                [key: string]: number[];
            };
        };
        User: {
            accepted_bipa_terms: boolean;
            agrees_to_product_updates: boolean;
            allowed_to_extend_character_limit: boolean;
            audio_native: null;
            can_use_delayed_payment_methods: boolean;
            ccpa_opt_out: boolean;
            created_at: number;
            created_at_unix: number;
            email: string;
            email_verified: boolean;
            first_name: string | null;
            geo_location: components["schemas"]["GeoLocation"] | null;
            has_backup_codes: boolean;
            is_api_key_hashed: boolean;
            is_in_probation: boolean;
            is_instance_admin: boolean;
            is_new_user: boolean;
            is_onboarding_checklist_completed: boolean;
            is_onboarding_completed: boolean;
            is_producer: boolean;
            locale: string | null;
            max_character_limit_extension: number | null;
            moderation_warning_dismissed: boolean;
            onboarding_checklist: components["schemas"]["OnboardingChecklist"] | null;
            onboarding_survey: components["schemas"]["OnboardingSurvey"] | null;
            partnerstack_partner_default_link: string | null;
            profile_page_handle: string | null;
            prompts_shown: {
                dubbing_use_cases_banner: boolean;
                long_content_use_projects: boolean;
            };
            public_user_id: string;
            public_user_name: string | null;
            referral_link_code: string | null;
            /** @enum {string} */
            seat_type: "workspace_admin" | "workspace_member" | "workspace_lite_member";
            session_inactivity_timeout: number | null;
            sms_mfa_factor: null;
            subscription: components["schemas"]["SubscriptionResponse"];
            terms_agreed_to: {
                batch_calling_agreement: number | null;
                content: number | null;
                conversational_ai_agreement: number | null;
                licensing: number | null;
                privacy: number | null;
                publishing_payouts_agreement: number | null;
                voice_design_agreement: number | null;
            };
            totp_mfa_factor: {
                enrolled_at_unix: number;
            } | null;
            user_id: string;
            workspace_id: string;
            workspace_requires_mfa: boolean;
            xi_api_key_preview: string | null;
        };
        UserAutoProvisioning: {
            enabled: boolean;
            enabled_at_unix: number | null;
            enabled_by_user_email: string | null;
        };
        UserWorkspace: {
            is_current: boolean;
            is_locked: boolean;
            is_owner: boolean;
            name: string;
            seat_type: components["schemas"]["SeatType"];
            workspace_id: string;
        };
        UserWorkspaceList: {
            workspaces: components["schemas"]["UserWorkspace"][];
        };
        ValidatePromocodeRequest: {
            promocode: string;
        };
        ValidatePromocodeResponse: {
            amount_off: number | null;
            duration_in_months: number | null;
            percent_off: number | null;
            valid: boolean;
        };
        Voice: {
            available_for_tiers: string[];
            /** @enum {string} */
            category: "premade" | "cloned" | "generated" | "professional";
            collection_ids: string[];
            created_at_unix: number | null;
            description: string | null;
            fine_tuning: components["schemas"]["FineTuning"] | null;
            high_quality_base_model_ids: string[];
            is_legacy: boolean;
            is_mixed: boolean;
            is_owner: boolean;
            labels: {
                [key: string]: string;
            };
            name: string;
            preview_url: string | null;
            /** @enum {string|null} */
            safety_control: "NONE" | "BAN" | "CAPTCHA" | null;
            samples: components["schemas"]["VoiceSample"][] | null;
            settings: components["schemas"]["ResolvedVoiceSettings"] | null;
            sharing: components["schemas"]["VoiceSharing"] | null;
            verified_languages: {
                accent: string | null;
                language: string;
                locale: string | null;
                model_id: string;
                preview_url: string | null;
            }[];
            voice_id: string;
            voice_verification: components["schemas"]["VoiceVerification"] | null;
        };
        VoiceAccentResponseModel: {
            accent: string;
            code: string;
            language: string;
            name: string;
        };
        VoiceCollection: {
            collection_id: string;
            created_at_unix: number;
            icon: string;
            /** @enum {string} */
            permission_on_resource: "admin" | "editor" | "viewer";
            title: string;
            voice_ids: string[];
        };
        VoiceCollectionList: {
            collections: components["schemas"]["VoiceCollection"][];
            has_more: boolean;
            next_page_token: string | null;
        };
        VoiceDesignPreviewResponse: {
            previews: {
                audio_base_64: string;
                duration_secs: number;
                generated_voice_id: string;
                language: string;
                media_type: string;
            }[];
            text: string;
        };
        VoiceDesignRequest: {
            /** @default false */
            auto_generate_text?: boolean;
            /** @default 5 */
            guidance_scale?: number;
            /** @default 0.5 */
            loudness?: number;
            model_id?: string;
            prompt_strength?: number | null;
            quality?: number | null;
            reference_audio_base64?: string | null;
            remixing_session_id?: string | null;
            remixing_session_iteration_id?: string | null;
            seed?: number | null;
            should_enhance?: boolean;
            stream_previews?: boolean;
            text?: string | null;
            voice_description: string;
        };
        VoiceSafetyControlResponse: {
            /** @enum {string|null} */
            safety_control: "CAPTCHA" | "BAN" | null;
            voice_id: string;
        };
        VoiceSample: {
            duration_secs: number;
            file_name: string;
            has_isolated_audio: boolean;
            has_isolated_audio_preview: boolean;
            hash: string;
            mime_type: string;
            remove_background_noise: boolean;
            sample_id: string;
            size_bytes: number;
            speaker_separation: {
                sample_id: string;
                selected_speaker_ids: string[] | null;
                speakers: {
                    [key: string]: {
                        duration_secs: number;
                        speaker_id: string;
                        utterances: {
                            end: number;
                            start: number;
                        }[] | null;
                    };
                } | null;
                /** @enum {string} */
                status: "not_started" | "pending" | "completed" | "failed";
                voice_id: string;
            } | null;
            /** @description Where the kept audio ends, in milliseconds */
            trim_end: number | null;
            /** @description Where the kept audio starts, in milliseconds */
            trim_start: number | null;
        };
        VoiceSettings: {
            similarity_boost?: number | null;
            speed?: number | null;
            stability?: number | null;
            style?: number | null;
            use_speaker_boost?: boolean | null;
        };
        VoiceSharing: {
            category: string;
            cloned_by_count: number;
            date_unix: number;
            description: string | null;
            disable_at_unix: number | null;
            enabled_in_library: boolean;
            featured: boolean;
            financial_rewards_enabled: boolean;
            free_users_allowed: boolean;
            labels: {
                [key: string]: string;
            };
            liked_by_count: number;
            live_moderation_enabled: boolean;
            name: string;
            notice_period: number;
            original_voice_id: string;
            public_owner_id: string;
            /** @enum {string} */
            status: "enabled" | "disabled" | "copied" | "copied_disabled";
            voice_mixing_allowed: boolean;
            whitelisted_emails: string[];
        };
        VoiceVerification: {
            is_verified: boolean;
            language: string | null;
            requires_verification: boolean;
            verification_attempts_count: number;
            verification_failures: string[];
        };
        VoiceVerificationResponse: {
            is_verified: boolean;
            voice_id: string;
        };
        WebhookDelivery: {
            attempt: number;
            created_at_unix: number;
            delivery_id: string;
            duration_ms: number | null;
            error: string | null;
            event: string;
            is_test: boolean;
            next_retry_unix: number | null;
            response_code: number | null;
            /** @enum {string} */
            status: "pending" | "retrying" | "succeeded" | "failed" | "skipped";
            webhook_id: string;
        };
        WebhookDeliveryList: {
            deliveries: components["schemas"]["WebhookDelivery"][];
            has_more: boolean;
            next_page_token: string | null;
        };
        WebhookHmacSettings: {
            /** @enum {string} */
            auth_type: "hmac";
            events?: ("generation.completed" | "history_item.deleted" | "workspace_member.joined" | "workspace_member.left" | "voice.added" | "voice.removed" | "speech_to_text.completed" | "voice.library_removal_notice" | "dubbing.completed" | "dubbing.failed" | "production_order.completed" | "production_order.cancelled" | "speech_to_text" | "voice_library_removal_notice" | "agent_qa" | "flows")[];
            name: string;
            request_headers?: {
                [key: string]: string;
            };
            webhook_url: string;
        };
        WorkspaceAnalyticsQueryResponseModel: {
            column_types: ("String" | "Float" | "DateTime" | "Int" | "Bool" | "JSON" | "Map" | "Array")[];
            column_units: ("ms" | "s" | "min" | "duration" | "credits" | "usd" | "eur" | "inr" | "pln" | "gbp" | "ratio" | "rating" | null)[];
            columns: string[];
            rows: (string | number | boolean | null)[][];
        };
        WorkspaceApiKeyListResponseModel: {
            "api-keys": components["schemas"]["WorkspaceApiKeyResponseModel"][];
        };
        WorkspaceApiKeyResponseModel: {
            allowed_ips?: string[];
            character_count: number;
            character_limit?: number;
            created_at_unix: number;
            /** @enum {string} */
            disable_reason?: "self_disabled";
            hashed_xi_api_key: string;
            hint: string;
            is_disabled: boolean;
            key_id: string;
            name: string;
            permissions: components["schemas"]["PermissionType"][];
            service_account_user_id: string;
            third_party_disable_allowed: boolean;
        };
        WorkspaceAuditLogEntryResponse: {
            activity_id: number;
            activity_name: string;
            actor: {
                app_name?: string;
                app_uid?: string;
                user: {
                    email_addr?: string;
                    full_name?: string;
                    name?: string;
                    type?: string;
                    type_id?: number;
                    uid?: string;
                };
            };
            category_name: string;
            category_uid: number;
            class_name: string;
            class_uid: number;
            device?: {
                ip?: string;
                type_id?: number;
            };
            http_request?: {
                http_method: string;
                url: {
                    path?: string;
                };
                user_agent?: string;
            };
            id: string;
            message: string;
            metadata?: {
                [key: string]: unknown;
            };
            severity_id: number;
            status_id: number;
            time: number;
            time_dt: string;
            type_name: string;
            type_uid: number;
            unmapped?: {
                [key: string]: unknown;
            };
        };
        WorkspaceAuditLogsPageResponse: {
            entries: components["schemas"]["WorkspaceAuditLogEntryResponse"][];
            has_more: boolean;
            next_cursor?: string;
        };
        WorkspaceCreateApiKeyResponseModel: {
            key_id: string;
            "xi-api-key": string;
        };
        WorkspaceCreateServiceAccountResponseModel: {
            "service-account-user-id": string;
        };
        WorkspaceCreateWebhookResponseModel: {
            webhook_id: string;
            /** @description The signing secret: shown in this response only. */
            webhook_secret: string;
        };
        WorkspaceFeatureFlagsResponse: {
            flags: {
                /** @description The feedback widget (thumbs up and down) on generations. */
                feedback_enabled: boolean;
                /** @description The text-to-speech share video: Share opens the video modal, also on enterprise workspaces. */
                tts_video: boolean;
            };
            workspace_flags: {
                feedback_enabled?: boolean;
                tts_video?: boolean;
            };
        };
        WorkspaceGroupByNameList: components["schemas"]["WorkspaceGroupByNameResponseModel"][];
        WorkspaceGroupByNameResponseModel: {
            id: string;
            members_emails: string[];
            name: string;
        };
        WorkspaceGroupMap: {
            [key: string]: components["schemas"]["WorkspaceGroupResponseModel"];
        };
        WorkspaceGroupResponseModel: {
            id: string;
            members: string[];
            name: string;
            permissions: string[];
        };
        WorkspaceInfo: {
            can_change_training_opt_out: boolean;
            created_at_unix: number;
            is_admin: boolean;
            max_seats: number;
            mfa_required_for_users: boolean;
            name: string;
            owner_id: string;
            seats_used: number;
            session_inactivity_timeout: number | null;
            tier: string;
            training_opt_out: components["schemas"]["TrainingOptOut"];
            user_auto_provisioning: components["schemas"]["UserAutoProvisioning"];
            workspace_id: string;
        };
        WorkspaceMemberList: components["schemas"]["WorkspaceMemberResponseModel"][];
        WorkspaceMemberResponseModel: {
            email: string;
            first_name: string | null;
            is_locked: boolean;
            is_owner: boolean;
            joined_at_unix: number;
            seat_type: components["schemas"]["SeatType"];
            user_id: string;
        };
        WorkspacePlan: {
            max_seats: number;
            /** @enum {string} */
            tier: "free" | "starter" | "creator" | "pro" | "growing_business" | "scale_2024_08_10" | "grant_tier_1_2025_07_23" | "grant_tier_2_2025_07_23" | "trial" | "enterprise";
            workspace_id: string;
        };
        WorkspacePronunciationDictionaryLocators: {
            pronunciation_dictionary_locators: components["schemas"]["PronunciationDictionaryVersionLocator"][];
        };
        /**
         * @description speech_history_item (Vocable: a history item), voice (a custom voice of the workspace) or pronunciation_dictionary; the SDK's other types are answered with a 400 naming them.
         * @enum {string}
         */
        WorkspaceResourceType: "speech_history_item" | "voice" | "pronunciation_dictionary" | "voice_collection" | "dubbing" | "dubbing_project" | "project" | "convai_agents" | "convai_knowledge_base_documents" | "convai_tools" | "convai_settings" | "convai_secrets" | "workspace_auth_connections" | "convai_phone_numbers" | "convai_mcp_servers" | "convai_api_integration_connections" | "convai_api_integration_trigger_connections" | "convai_batch_calls" | "convai_agent_response_tests" | "convai_test_suite_invocations" | "convai_crawl_jobs" | "convai_crawl_tasks" | "convai_kb_external_sync_jobs" | "convai_whatsapp_accounts" | "convai_agent_versions" | "convai_agent_branches" | "convai_agent_versions_deployments" | "convai_agent_experiments" | "convai_memory_entries" | "convai_templates" | "dashboard" | "dashboard_configuration" | "convai_agent_drafts" | "resource_locators" | "assets" | "content_generations" | "content_templates" | "content_skills" | "songs" | "transcription_tasks" | "avatars" | "avatar_video_generations" | "resource_collection" | "studio_projects" | "convai_analysis_items";
        WorkspaceServiceAccountListResponseModel: {
            "service-accounts": components["schemas"]["WorkspaceServiceAccountResponseModel"][];
        };
        WorkspaceServiceAccountResponseModel: {
            "api-keys": components["schemas"]["WorkspaceApiKeyResponseModel"][];
            created_at_unix: number;
            name: string;
            /** @enum {string} */
            role: "admin" | "editor";
            service_account_user_id: string;
        };
        WorkspaceStatusResponse: {
            status: string;
        };
        WorkspaceWebhookListResponseModel: {
            webhooks: components["schemas"]["WorkspaceWebhookResponseModel"][];
        };
        WorkspaceWebhookResponseModel: {
            /** @enum {string} */
            auth_type: "hmac";
            created_at_unix: number;
            events: string[];
            is_auto_disabled: boolean;
            is_disabled: boolean;
            most_recent_failure_error_code: number | null;
            most_recent_failure_timestamp: number | null;
            name: string;
            request_header_names: string[];
            retry_enabled: boolean;
            usage: components["schemas"]["WorkspaceWebhookUsageResponseModel"][];
            webhook_id: string;
            webhook_url: string;
        };
        WorkspaceWebhookUsageResponseModel: {
            usage_type: string;
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export type operations = Record<string, never>;
