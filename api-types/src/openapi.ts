// Generated from api/openapi.json by `pnpm --filter @tanghuay/api-types generate`: do not edit.
// Friendly names for what the screens read are in index.ts.
export interface paths {
    "/api/account/self-exclusion": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The member's self-exclusion */
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
                            /**
                             * Format: date-time
                             * @description when the self-exclusion ends; null: none
                             */
                            selfExcludedUntil: string | null;
                        };
                    };
                };
                /** @description Unauthorized */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Thai, for the member */
                                message: string;
                            };
                        };
                    };
                };
                /** @description Forbidden */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Thai, for the member */
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        /**
         * Stop playing for a number of days (can be extended, never shortened); asks for the password
         * @description Checks the password (403 WRONG_PASSWORD, counted towards the login throttle: 429 TOO_MANY_ATTEMPTS), then sets the end to now + days, or keeps a later end already set. Every session of the account ends at once (this token included: it then answers 401 SESSION_REVOKED). Until the end, login starts a restricted session: the user data's selfExcludedUntil and rules say so, and bets, deposits and deposit-limit changes answer 403 SELF_EXCLUDED.
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
                    "application/json": {
                        /** @description days to stop playing, from now; offered choices: 1, 7, 30, 90, 180, 365 */
                        days: number;
                        /** @description the account's password, asked again: a wrong one answers 403 WRONG_PASSWORD and counts towards the login throttle */
                        password: string;
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
                            /**
                             * Format: date-time
                             * @description when the self-exclusion ends; null: none
                             */
                            selfExcludedUntil: string | null;
                        };
                    };
                };
                /** @description Bad Request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Thai, for the member */
                                message: string;
                            };
                        };
                    };
                };
                /** @description Unauthorized */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Thai, for the member */
                                message: string;
                            };
                        };
                    };
                };
                /** @description Forbidden */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Thai, for the member */
                                message: string;
                            };
                        };
                    };
                };
                /** @description Too Many Requests */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Thai, for the member */
                                message: string;
                            };
                        };
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
    "/api/auth/change-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change the caller's password; ends every session of the account and answers a new one for this browser
         * @description A wrong current password answers 403 WRONG_PASSWORD, a self-excluded account 403 SELF_EXCLUDED. Failures count towards the login throttle (429 TOO_MANY_ATTEMPTS with Retry-After): a browser with the device cookie tanghuay_device for the username, set by a login, is judged by its own failures alone; any other client by its address and the username (docs/security.md#limits).
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
                    "application/json": {
                        currentPassword: string;
                        /** @description at least 8 characters, letters and digits */
                        newPassword: string;
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
                            /** @enum {boolean} */
                            status: true;
                            /** @description access token (JWT, 15 minutes) */
                            token: string;
                            /** @description single-use; each refresh returns the next one */
                            refreshToken: string;
                            userData: {
                                userID: number;
                                username: string;
                                /** @enum {string} */
                                role: "member" | "seamless" | "agseamless" | "master" | "agadmin" | "agline" | "admin" | "user" | "AGgroup" | "client";
                                /** @enum {string} */
                                usertype: "member" | "agent" | "staff";
                                /** @enum {string} */
                                currency: "THB";
                                /** @description number of logins; a newer login ends older sessions */
                                count_login: number;
                                /** @description where to send the user on a forced logout */
                                site: string;
                                /** @description CASL rules: the role's, or a self-excluded member's (read Account and read Auth only) */
                                ability: {
                                    /** @enum {string} */
                                    action: "read" | "manage";
                                    subject: string;
                                }[];
                                /**
                                 * Format: date-time
                                 * @description when the member's self-exclusion ends; null: none in force. Until then the session is restricted to the member's own history, slips, win/lose, withdrawals and password
                                 */
                                selfExcludedUntil: string | null;
                                extras: {
                                    eCommerceCartItemsCount: number;
                                };
                            };
                            /** @description per-session token for GET /seamless/wallet/show */
                            UserToken: string;
                        };
                    };
                };
                /** @description Bad Request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Thai, for the member */
                                message: string;
                            };
                        };
                    };
                };
                /** @description Unauthorized */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Thai, for the member */
                                message: string;
                            };
                        };
                    };
                };
                /** @description Forbidden */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Thai, for the member */
                                message: string;
                            };
                        };
                    };
                };
                /** @description Too Many Requests */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Thai, for the member */
                                message: string;
                            };
                        };
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
    "/api/auth/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign in; ends every older session of the account and sets the device cookie
         * @description Failures count towards the login throttle (429 TOO_MANY_ATTEMPTS with Retry-After): a browser with the device cookie tanghuay_device for the username, set by a login, is judged by its own failures alone; any other client by its address and the username (docs/security.md#limits).
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
                    "application/json": {
                        username: string;
                        password: string;
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
                            /** @enum {boolean} */
                            status: true;
                            /** @description access token (JWT, 15 minutes) */
                            token: string;
                            /** @description single-use; each refresh returns the next one */
                            refreshToken: string;
                            userData: {
                                userID: number;
                                username: string;
                                /** @enum {string} */
                                role: "member" | "seamless" | "agseamless" | "master" | "agadmin" | "agline" | "admin" | "user" | "AGgroup" | "client";
                                /** @enum {string} */
                                usertype: "member" | "agent" | "staff";
                                /** @enum {string} */
                                currency: "THB";
                                /** @description number of logins; a newer login ends older sessions */
                                count_login: number;
                                /** @description where to send the user on a forced logout */
                                site: string;
                                /** @description CASL rules: the role's, or a self-excluded member's (read Account and read Auth only) */
                                ability: {
                                    /** @enum {string} */
                                    action: "read" | "manage";
                                    subject: string;
                                }[];
                                /**
                                 * Format: date-time
                                 * @description when the member's self-exclusion ends; null: none in force. Until then the session is restricted to the member's own history, slips, win/lose, withdrawals and password
                                 */
                                selfExcludedUntil: string | null;
                                extras: {
                                    eCommerceCartItemsCount: number;
                                };
                            };
                            /** @description per-session token for GET /seamless/wallet/show */
                            UserToken: string;
                        };
                    };
                };
                /** @description Bad Request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Thai, for the member */
                                message: string;
                            };
                        };
                    };
                };
                /** @description Unauthorized */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Thai, for the member */
                                message: string;
                            };
                        };
                    };
                };
                /** @description Too Many Requests */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Thai, for the member */
                                message: string;
                            };
                        };
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
    "/api/auth/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description the session is ended */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Unauthorized */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Thai, for the member */
                                message: string;
                            };
                        };
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
    "/api/auth/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
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
                            userID: number;
                            username: string;
                            /** @enum {string} */
                            role: "member" | "seamless" | "agseamless" | "master" | "agadmin" | "agline" | "admin" | "user" | "AGgroup" | "client";
                            /** @enum {string} */
                            usertype: "member" | "agent" | "staff";
                            /** @enum {string} */
                            currency: "THB";
                            /** @description number of logins; a newer login ends older sessions */
                            count_login: number;
                            /** @description where to send the user on a forced logout */
                            site: string;
                            /** @description CASL rules: the role's, or a self-excluded member's (read Account and read Auth only) */
                            ability: {
                                /** @enum {string} */
                                action: "read" | "manage";
                                subject: string;
                            }[];
                            /**
                             * Format: date-time
                             * @description when the member's self-exclusion ends; null: none in force. Until then the session is restricted to the member's own history, slips, win/lose, withdrawals and password
                             */
                            selfExcludedUntil: string | null;
                            extras: {
                                eCommerceCartItemsCount: number;
                            };
                        };
                    };
                };
                /** @description Unauthorized */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Thai, for the member */
                                message: string;
                            };
                        };
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
    "/api/auth/password-reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Set a new password with a reset code; ends every session of the account
         * @description A wrong, expired or used code and an unknown username all answer 400 INVALID_RESET_CODE. Failures count towards the login throttle (429 TOO_MANY_ATTEMPTS with Retry-After): a browser with the device cookie tanghuay_device for the username, set by a login, is judged by its own failures alone; any other client by its address and the username (docs/security.md#limits).
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
                    "application/json": {
                        username: string;
                        /** @description the code from the back office; any letter case */
                        code: string;
                        /** @description at least 8 characters, letters and digits */
                        password: string;
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
                            /** @enum {boolean} */
                            status: true;
                        };
                    };
                };
                /** @description Bad Request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Thai, for the member */
                                message: string;
                            };
                        };
                    };
                };
                /** @description Too Many Requests */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Thai, for the member */
                                message: string;
                            };
                        };
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
    "/api/auth/refresh-token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
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
                        refreshToken: string;
                    };
                };
            };
            responses: {
                /** @description status:false (HTTP 200) when the refresh token is unknown, expired, already used or its session ended */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status: boolean;
                            token?: string;
                            refreshToken?: string;
                        };
                    };
                };
                /** @description Bad Request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Thai, for the member */
                                message: string;
                            };
                        };
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
    "/api/backoffice/accounts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create an account (administrators any role; operators members and agents; agents their own members)
         * @description admin: any role, under any agent or none. agadmin: any role but admin and agadmin. master, agline: only member or seamless, always under themselves (another parentId answers 403). Members need acceptAge20: true (the staff member checked the age). The bank fields come all three or none; a member without them cannot withdraw yet. A parentId that is not an agent answers 404.
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
                    "application/json": {
                        username: string;
                        /** @description at least 8 characters, letters and digits */
                        password: string;
                        /** @enum {string} */
                        role: "member" | "seamless" | "agseamless" | "master" | "agadmin" | "agline" | "admin" | "user" | "AGgroup" | "client";
                        /** @description the agent (usertype agent) the account belongs to */
                        parentId?: string;
                        phone?: string;
                        /** @description e.g. KBANK, SCB, BBL, KTB */
                        bankCode?: string;
                        bankAccountNo?: string;
                        bankAccountName?: string;
                        /** @description required true for member and seamless: the person is 20 or older */
                        acceptAge20?: boolean;
                    };
                };
            };
            responses: {
                /** @description Created */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description an id: a positive 64-bit integer as a decimal string */
                            id: string;
                            /** @description in lower case */
                            username: string;
                            /** @enum {string} */
                            role: "member" | "seamless" | "agseamless" | "master" | "agadmin" | "agline" | "admin" | "user" | "AGgroup" | "client";
                            /** @enum {string} */
                            usertype: "member" | "agent" | "staff";
                            /** @description an id: a positive 64-bit integer as a decimal string */
                            parentId: string | null;
                            /** Format: date-time */
                            createdAt: string;
                        };
                    };
                };
                /** @description Bad Request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Thai, for the member */
                                message: string;
                            };
                        };
                    };
                };
                /** @description Unauthorized */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Thai, for the member */
                                message: string;
                            };
                        };
                    };
                };
                /** @description Forbidden */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Thai, for the member */
                                message: string;
                            };
                        };
                    };
                };
                /** @description Not Found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Thai, for the member */
                                message: string;
                            };
                        };
                    };
                };
                /** @description Conflict */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Thai, for the member */
                                message: string;
                            };
                        };
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
    "/api/backoffice/agents/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One agent: its facts, its own discount, the maximum discount and its members’ discounts */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description an id: a positive 64-bit integer as a decimal string */
                    id: string;
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
                            /** @description an id: a positive 64-bit integer as a decimal string */
                            id: string;
                            username: string;
                            /** @enum {string} */
                            role: "master" | "agline";
                            /** @description the account the agent belongs to (its agent group), if any */
                            group: {
                                /** @description an id: a positive 64-bit integer as a decimal string */
                                id: string;
                                username: string;
                            } | null;
                            /** Format: date-time */
                            createdAt: string;
                            /** @description the agent's own discount, percent: the most its members' discounts may be */
                            discount: number;
                            /** @description the business's maximum discount, percent: the most the agent's own may be */
                            maxDiscount: number;
                            /** @description how many of the agent's members have each discount (percent), highest first */
                            memberDiscounts: {
                                discount: number;
                                members: number;
                            }[];
                        };
                    };
                };
                /** @description Bad Request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Thai, for the member */
                                message: string;
                            };
                        };
                    };
                };
                /** @description Unauthorized */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Thai, for the member */
                                message: string;
                            };
                        };
                    };
                };
                /** @description Forbidden */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Thai, for the member */
                                message: string;
                            };
                        };
                    };
                };
                /** @description Not Found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Thai, for the member */
                                message: string;
                            };
                        };
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
    "/api/backoffice/agents/{id}/discount": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Set an agent's own discount (audited as agent.discount); its members above it are lowered to it
         * @description At most the business's maximum discount (400 DISCOUNT_ABOVE_MAXIMUM naming it). Each member of the agent whose discount is above the new one is lowered to it in the same transaction, audited as member.discount; `lowered` says how many.
         */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description an id: a positive 64-bit integer as a decimal string */
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description percent, at most 2 decimals */
                        discount: number;
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
                            /** @description an id: a positive 64-bit integer as a decimal string */
                            id: string;
                            username: string;
                            /** @enum {string} */
                            role: "master" | "agline";
                            /** @description the account the agent belongs to (its agent group), if any */
                            group: {
                                /** @description an id: a positive 64-bit integer as a decimal string */
                                id: string;
                                username: string;
                            } | null;
                            /** Format: date-time */
                            createdAt: string;
                            /** @description the agent's own discount, percent: the most its members' discounts may be */
                            discount: number;
                            /** @description the business's maximum discount, percent: the most the agent's own may be */
                            maxDiscount: number;
                            /** @description how many of the agent's members have each discount (percent), highest first */
                            memberDiscounts: {
                                discount: number;
                                members: number;
                            }[];
                            /** @description members whose discount was lowered to the new one */
                            lowered: number;
                        };
                    };
                };
                /** @description Bad Request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Thai, for the member */
                                message: string;
                            };
                        };
                    };
                };
                /** @description Unauthorized */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Thai, for the member */
                                message: string;
                            };
                        };
                    };
                };
                /** @description Forbidden */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Thai, for the member */
                                message: string;
                            };
                        };
                    };
                };
                /** @description Not Found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Thai, for the member */
                                message: string;
                            };
                        };
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
    "/api/backoffice/audit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The audit log, newest first; filters combine */
        get: {
            parameters: {
                query?: {
                    /** @description nextCursor of the previous page */
                    cursor?: string;
                    /** @description 1–100, default 20 */
                    limit?: string;
                    /** @description e.g. lotto_round, lotto */
                    entity?: string;
                    /** @description the entity's id, e.g. a round id or a lottery code */
                    entityId?: string;
                    /** @description the username of who made the change (any letter case) */
                    actor?: string;
                    /** @description e.g. round.close, deposit.approve */
                    action?: string;
                    /** @description first day (Asia/Bangkok), included */
                    from?: string;
                    /** @description last day (Asia/Bangkok), included; not before from (400 INVALID_PERIOD) */
                    to?: string;
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
                        "application/json": {
                            items: {
                                /** @description an id: a positive 64-bit integer as a decimal string */
                                id: string;
                                /** @description null: the system (the round clock, the house draw) */
                                actor: {
                                    /** @description an id: a positive 64-bit integer as a decimal string */
                                    id: string;
                                    username: string;
                                } | null;
                                /** @description e.g. round.open, round.close, round.limits, lotto.bet-types */
                                action: string;
                                entity: string;
                                entityId: string;
                                /** @description the entity before the change (any JSON; null when it did not exist) */
                                before: unknown;
                                /** @description the entity after the change (any JSON) */
                                after: unknown;
                                /** Format: date-time */
                                at: string;
                            }[];
                            /** @description pass as cursor for the next (older) page; null on the last */
                            nextCursor: string | (never | null);
                        };
                    };
                };
                /** @description Bad Request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Thai, for the member */
                                message: string;
                            };
                        };
                    };
                };
                /** @description Unauthorized */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Thai, for the member */
                                message: string;
                            };
                        };
                    };
                };
                /** @description Forbidden */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Thai, for the member */
                                message: string;
                            };
                        };
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
    "/api/backoffice/deposits": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Deposit requests of the members the caller reaches, newest first */
        get: {
            parameters: {
                query?: {
                    /** @description nextCursor of the previous page */
                    cursor?: string;
                    /** @description 1–100, default 20 */
                    limit?: string;
                    status?: "pending" | "approved" | "rejected";
                    /** @description only members whose username contains this (any letter case) */
                    q?: string;
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
                        "application/json": {
                            items: {
                                /** @description an id: a positive 64-bit integer as a decimal string */
                                id: string;
                                /** @description baht */
                                amount: number;
                                /** @enum {string} */
                                status: "pending" | "approved" | "rejected";
                                /** Format: date-time */
                                createdAt: string;
                                /** Format: date-time */
                                decidedAt: string | null;
                                reason: string | null;
                                /** @description where to pay: scan the PromptPay QR (payload) or transfer to the bank account */
                                payment: {
                                    /** @description EMVCo payload of a PromptPay QR for the exact amount */
                                    promptpayPayload: string;
                                    promptpay: {
                                        /** @enum {string} */
                                        type: "phone" | "nationalId";
                                        value: string;
                                    };
                                    bank: {
                                        code: string;
                                        accountNo: string;
                                        accountName: string;
                                    };
                                };
                                member: {
                                    /** @description an id: a positive 64-bit integer as a decimal string */
                                    id: string;
                                    username: string;
                                };
                                /** @enum {string|null} */
                                decidedVia: "backoffice" | "webhook" | "demo" | null;
                                /** @description the first of two approvals, while the request waits for its second (or was rejected or paid after it); null: none */
                                firstApproval: {
                                    by: {
                                        /** @description an id: a positive 64-bit integer as a decimal string */
                                        id: string;
                                        username: string;
                                    };
                                    /** Format: date-time */
                                    at: string;
                                } | null;
                                /** @description pending, and approving it takes two people: a first approval is in, or the amount is above the threshold in force now */
                                secondApprovalNeeded: boolean;
                            }[];
                            /** @description pass as cursor for the next (older) page; null on the last */
                            nextCursor: string | (never | null);
                        };
                    };
                };
                /** @description Bad Request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Thai, for the member */
                                message: string;
                            };
                        };
                    };
                };
                /** @description Unauthorized */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Thai, for the member */
                                message: string;
                            };
                        };
                    };
                };
                /** @description Forbidden */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Thai, for the member */
                                message: string;
                            };
                        };
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
    "/api/backoffice/deposits/{id}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Approve a pending deposit by hand (operators, administrators): credits the wallet, or above the threshold records the first of two approvals */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description required: 1–100 of A–Z a–z 0–9 _ -; a repeat with the same body answers the first answer again */
                    "idempotency-key"?: string;
                };
                path: {
                    /** @description an id: a positive 64-bit integer as a decimal string */
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        reason?: string;
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
                            /** @description an id: a positive 64-bit integer as a decimal string */
                            id: string;
                            /** @description baht */
                            amount: number;
                            /** @enum {string} */
                            status: "pending" | "approved" | "rejected";
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            decidedAt: string | null;
                            reason: string | null;
                            /** @description where to pay: scan the PromptPay QR (payload) or transfer to the bank account */
                            payment: {
                                /** @description EMVCo payload of a PromptPay QR for the exact amount */
                                promptpayPayload: string;
                                promptpay: {
                                    /** @enum {string} */
                                    type: "phone" | "nationalId";
                                    value: string;
                                };
                                bank: {
                                    code: string;
                                    accountNo: string;
                                    accountName: string;
                                };
                            };
                            member: {
                                /** @description an id: a positive 64-bit integer as a decimal string */
                                id: string;
                                username: string;
                            };
                            /** @enum {string|null} */
                            decidedVia: "backoffice" | "webhook" | "demo" | null;
                            /** @description the first of two approvals, while the request waits for its second (or was rejected or paid after it); null: none */
                            firstApproval: {
                                by: {
                                    /** @description an id: a positive 64-bit integer as a decimal string */
                                    id: string;
                                    username: string;
                                };
                                /** Format: date-time */
                                at: string;
                            } | null;
                            /** @description pending, and approving it takes two people: a first approval is in, or the amount is above the threshold in force now */
                            secondApprovalNeeded: boolean;
                        };
                    };
                };
                /** @description Bad Request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Thai, for the member */
                                message: string;
                            };
                        };
                    };
                };
                /** @description Unauthorized */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Thai, for the member */
                                message: string;
                            };
                        };
                    };
                };
                /** @description Forbidden */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Thai, for the member */
                                message: string;
                            };
                        };
                    };
                };
                /** @description Not Found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Thai, for the member */
                                message: string;
                            };
                        };
                    };
                };
                /** @description Conflict */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Thai, for the member */
                                message: string;
                            };
                        };
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
    "/api/backoffice/deposits/{id}/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Reject a pending deposit */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description required: 1–100 of A–Z a–z 0–9 _ -; a repeat with the same body answers the first answer again */
                    "idempotency-key"?: string;
                };
                path: {
                    /** @description an id: a positive 64-bit integer as a decimal string */
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        reason?: string;
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
                            /** @description an id: a positive 64-bit integer as a decimal string */
                            id: string;
                            /** @description baht */
                            amount: number;
                            /** @enum {string} */
                            status: "pending" | "approved" | "rejected";
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            decidedAt: string | null;
                            reason: string | null;
                            /** @description where to pay: scan the PromptPay QR (payload) or transfer to the bank account */
                            payment: {
                                /** @description EMVCo payload of a PromptPay QR for the exact amount */
                                promptpayPayload: string;
                                promptpay: {
                                    /** @enum {string} */
                                    type: "phone" | "nationalId";
                                    value: string;
                                };
                                bank: {
                                    code: string;
                                    accountNo: string;
                                    accountName: string;
                                };
                            };
                            member: {
                                /** @description an id: a positive 64-bit integer as a decimal string */
                                id: string;
                                username: string;
                            };
                            /** @enum {string|null} */
                            decidedVia: "backoffice" | "webhook" | "demo" | null;
                            /** @description the first of two approvals, while the request waits for its second (or was rejected or paid after it); null: none */
                            firstApproval: {
                                by: {
                                    /** @description an id: a positive 64-bit integer as a decimal string */
                                    id: string;
                                    username: string;
                                };
                                /** Format: date-time */
                                at: string;
                            } | null;
                            /** @description pending, and approving it takes two people: a first approval is in, or the amount is above the threshold in force now */
                            secondApprovalNeeded: boolean;
                        };
                    };
                };
                /** @description Bad Request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Thai, for the member */
                                message: string;
                            };
                        };
                    };
                };
                /** @description Unauthorized */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Thai, for the member */
                                message: string;
                            };
                        };
                    };
                };
                /** @description Forbidden */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Thai, for the member */
                                message: string;
                            };
                        };
                    };
                };
                /** @description Not Found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Thai, for the member */
                                message: string;
                            };
                        };
                    };
                };
                /** @description Conflict */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Thai, for the member */
                                message: string;
                            };
                        };
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
    "/api/backoffice/lottos/{code}/bet-types": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
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
                        "application/json": {
                            lottoCode: string;
                            /** @description the business's maximum discount, percent: no bet type's discount may be set above it */
                            maxDiscount: number;
                            /** @description every bet type the lottery has, offered or not */
                            betTypes: {
                                /** @enum {string} */
                                code: "3top" | "3tod" | "3front" | "3back" | "2top" | "2bottom" | "runtop" | "runbottom";
                                /** @description Thai, e.g. 3 ตัวบน */
                                name: string;
                                /** @description pays × this on the stake, e.g. 900 or 3.2 */
                                rate: number;
                                /** @description least stake per number, baht */
                                min: number;
                                /** @description most stake per number (a member's total in the round), baht */
                                max: number;
                                /** @description percent off the stake the member is charged */
                                discount: number;
                                /** @description offered to members */
                                enabled: boolean;
                            }[];
                        };
                    };
                };
                /** @description Bad Request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Thai, for the member */
                                message: string;
                            };
                        };
                    };
                };
                /** @description Unauthorized */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Thai, for the member */
                                message: string;
                            };
                        };
                    };
                };
                /** @description Forbidden */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Thai, for the member */
                                message: string;
                            };
                        };
                    };
                };
                /** @description Not Found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Thai, for the member */
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    code: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description the bet types to change (the others stay as they are) */
                        items: {
                            /** @enum {string} */
                            type: "3top" | "3tod" | "3front" | "3back" | "2top" | "2bottom" | "runtop" | "runbottom";
                            /** @description pays × this, at most 2 decimals (e.g. 900, 3.2) */
                            rate: number;
                            /** @description least stake per number, baht */
                            min: number;
                            /** @description most stake per number, baht (not below min) */
                            max: number;
                            /** @description percent off the stake, at most 2 decimals, at most the business's maximum (400 DISCOUNT_ABOVE_MAXIMUM) */
                            discount: number;
                            /** @description offered to members */
                            enabled: boolean;
                        }[];
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
                            lottoCode: string;
                            /** @description the business's maximum discount, percent: no bet type's discount may be set above it */
                            maxDiscount: number;
                            /** @description every bet type the lottery has, offered or not */
                            betTypes: {
                                /** @enum {string} */
                                code: "3top" | "3tod" | "3front" | "3back" | "2top" | "2bottom" | "runtop" | "runbottom";
                                /** @description Thai, e.g. 3 ตัวบน */
                                name: string;
                                /** @description pays × this on the stake, e.g. 900 or 3.2 */
                                rate: number;
                                /** @description least stake per number, baht */
                                min: number;
                                /** @description most stake per number (a member's total in the round), baht */
                                max: number;
                                /** @description percent off the stake the member is charged */
                                discount: number;
                                /** @description offered to members */
                                enabled: boolean;
                            }[];
                        };
                    };
                };
                /** @description Bad Request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Thai, for the member */
                                message: string;
                            };
                        };
                    };
                };
                /** @description Unauthorized */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Thai, for the member */
                                message: string;
                            };
                        };
                    };
                };
                /** @description Forbidden */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Thai, for the member */
                                message: string;
                            };
                        };
                    };
                };
                /** @description Not Found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Thai, for the member */
                                message: string;
                            };
                        };
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
    "/api/backoffice/members": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Members the caller reaches: search, filter, sort, numbered pages */
        get: {
            parameters: {
                query?: {
                    /** @description contained in the username (any letter case) or the phone */
                    q?: string;
                    /** @description only this agent's members */
                    agentId?: string;
                    /** @description only the members whose own discount is above this, percent (e.g. the maximum discount) */
                    discountAbove?: string;
                    status?: "active" | "self_excluded";
                    /** @description default createdAt */
                    sort?: "username" | "balance" | "createdAt";
                    /** @description default desc */
                    order?: "asc" | "desc";
                    /** @description 1, 2, …; default 1 */
                    page?: string;
                    /** @description 1–100, default 20 */
                    pageSize?: string;
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
                        "application/json": {
                            items: {
                                /** @description an id: a positive 64-bit integer as a decimal string */
                                id: string;
                                username: string;
                                phone: string | null;
                                /** @enum {string} */
                                role: "member" | "seamless";
                                /**
                                 * @description self_excluded while a self-exclusion is in force
                                 * @enum {string}
                                 */
                                status: "active" | "self_excluded";
                                /** @description wallet balance, baht (withdrawal holds excluded) */
                                balance: number;
                                /** @description the member's own discount on stakes, percent */
                                discount: number;
                                agent: {
                                    /** @description an id: a positive 64-bit integer as a decimal string */
                                    id: string;
                                    username: string;
                                } | null;
                                /** @description the registered bank account withdrawals are paid into; null while incomplete */
                                bank: {
                                    code: string;
                                    accountNo: string;
                                    accountName: string;
                                } | null;
                                /** Format: date-time */
                                createdAt: string;
                                /**
                                 * Format: date-time
                                 * @description when the self-exclusion in force ends
                                 */
                                selfExcludedUntil: string | null;
                            }[];
                            /** @description items on every page together */
                            total: number;
                            page: number;
                            pageSize: number;
                        };
                    };
                };
                /** @description Bad Request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Thai, for the member */
                                message: string;
                            };
                        };
                    };
                };
                /** @description Unauthorized */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Thai, for the member */
                                message: string;
                            };
                        };
                    };
                };
                /** @description Forbidden */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Thai, for the member */
                                message: string;
                            };
                        };
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
    "/api/backoffice/members/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One member the caller reaches, with the most discount it may have */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description an id: a positive 64-bit integer as a decimal string */
                    id: string;
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
                            /** @description an id: a positive 64-bit integer as a decimal string */
                            id: string;
                            username: string;
                            phone: string | null;
                            /** @enum {string} */
                            role: "member" | "seamless";
                            /**
                             * @description self_excluded while a self-exclusion is in force
                             * @enum {string}
                             */
                            status: "active" | "self_excluded";
                            /** @description wallet balance, baht (withdrawal holds excluded) */
                            balance: number;
                            /** @description the member's own discount on stakes, percent */
                            discount: number;
                            agent: {
                                /** @description an id: a positive 64-bit integer as a decimal string */
                                id: string;
                                username: string;
                            } | null;
                            /** @description the registered bank account withdrawals are paid into; null while incomplete */
                            bank: {
                                code: string;
                                accountNo: string;
                                accountName: string;
                            } | null;
                            /** Format: date-time */
                            createdAt: string;
                            /**
                             * Format: date-time
                             * @description when the self-exclusion in force ends
                             */
                            selfExcludedUntil: string | null;
                            /** @description the most discount this member may have, percent: the business's maximum, and at most the member's agent's own discount when it has an agent (0 when the agent has none) */
                            maxDiscount: number;
                        };
                    };
                };
                /** @description Bad Request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Thai, for the member */
                                message: string;
                            };
                        };
                    };
                };
                /** @description Unauthorized */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Thai, for the member */
                                message: string;
                            };
                        };
                    };
                };
                /** @description Forbidden */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Thai, for the member */
                                message: string;
                            };
                        };
                    };
                };
                /** @description Not Found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Thai, for the member */
                                message: string;
                            };
                        };
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
    "/api/backoffice/members/{id}/discount": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Set a member's own discount on stakes (audited as member.discount)
         * @description At most maxDiscount: the business's maximum and the member's agent's own discount (400 DISCOUNT_ABOVE_MAXIMUM naming it).
         */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description an id: a positive 64-bit integer as a decimal string */
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description percent, at most 2 decimals */
                        discount: number;
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
                            /** @description an id: a positive 64-bit integer as a decimal string */
                            id: string;
                            username: string;
                            phone: string | null;
                            /** @enum {string} */
                            role: "member" | "seamless";
                            /**
                             * @description self_excluded while a self-exclusion is in force
                             * @enum {string}
                             */
                            status: "active" | "self_excluded";
                            /** @description wallet balance, baht (withdrawal holds excluded) */
                            balance: number;
                            /** @description the member's own discount on stakes, percent */
                            discount: number;
                            agent: {
                                /** @description an id: a positive 64-bit integer as a decimal string */
                                id: string;
                                username: string;
                            } | null;
                            /** @description the registered bank account withdrawals are paid into; null while incomplete */
                            bank: {
                                code: string;
                                accountNo: string;
                                accountName: string;
                            } | null;
                            /** Format: date-time */
                            createdAt: string;
                            /**
                             * Format: date-time
                             * @description when the self-exclusion in force ends
                             */
                            selfExcludedUntil: string | null;
                            /** @description the most discount this member may have, percent: the business's maximum, and at most the member's agent's own discount when it has an agent (0 when the agent has none) */
                            maxDiscount: number;
                        };
                    };
                };
                /** @description Bad Request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Thai, for the member */
                                message: string;
                            };
                        };
                    };
                };
                /** @description Unauthorized */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Thai, for the member */
                                message: string;
                            };
                        };
                    };
                };
                /** @description Forbidden */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Thai, for the member */
                                message: string;
                            };
                        };
                    };
                };
                /** @description Not Found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Thai, for the member */
                                message: string;
                            };
                        };
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
    "/api/backoffice/members/{id}/password-reset-code": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Issue a one-time password reset code for a member (30 minutes, single use; voids older codes)
         * @description Administrators and operators for every member; agents (master, agline) only for their own members. Any other account, or an account that is not a member, answers 404.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description an id: a positive 64-bit integer as a decimal string */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Created */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 8 of 2–9 and A–Z without I and O; give it to the member */
                            code: string;
                            /** Format: date-time */
                            expiresAt: string;
                        };
                    };
                };
                /** @description Bad Request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Thai, for the member */
                                message: string;
                            };
                        };
                    };
                };
                /** @description Unauthorized */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Thai, for the member */
                                message: string;
                            };
                        };
                    };
                };
                /** @description Forbidden */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Thai, for the member */
                                message: string;
                            };
                        };
                    };
                };
                /** @description Not Found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Thai, for the member */
                                message: string;
                            };
                        };
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
    "/api/backoffice/releases": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Remote releases: versions, canary, error rates, pins, history, freeze (administrators) */
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
                            remotes: {
                                name: string;
                                server: string;
                                serverError: string | null;
                                live: string | null;
                                candidate: {
                                    version: string;
                                    share: number;
                                    /** Format: date-time */
                                    since: string;
                                } | null;
                                versions: {
                                    version: string;
                                    builtAt: string | null;
                                    exposes: string[];
                                    shared: {
                                        name: string;
                                        version: string;
                                        requiredVersion: string | null;
                                    }[];
                                }[];
                                errors: {
                                    version: string;
                                    loads: number;
                                    failed: number;
                                    errors: number;
                                    rate: number;
                                }[];
                                pins: {
                                    accountId: number;
                                    username: string;
                                    version: string;
                                    by: string;
                                    /** Format: date-time */
                                    at: string;
                                }[];
                            }[];
                            history: {
                                id: number;
                                remote: string;
                                action: string;
                                version: string | null;
                                share: number | null;
                                by: string;
                                reason: string | null;
                                forced: boolean;
                                /** Format: date-time */
                                at: string;
                            }[];
                            freeze: {
                                active: boolean;
                                minutes: number;
                                lottos: string[];
                                round: {
                                    id: number;
                                    lotteryName: string;
                                    /** Format: date-time */
                                    closesAt: string;
                                } | null;
                            };
                        };
                    };
                };
                /** @description Unauthorized */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Thai, for the member */
                                message: string;
                            };
                        };
                    };
                };
                /** @description Forbidden */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Thai, for the member */
                                message: string;
                            };
                        };
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
    "/api/backoffice/releases/freeze": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Choose the draw-night freeze: the minutes before a round of the chosen lotteries closes */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description 0: no freeze */
                        minutes: number;
                        lottos: string[];
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
                            remotes: {
                                name: string;
                                server: string;
                                serverError: string | null;
                                live: string | null;
                                candidate: {
                                    version: string;
                                    share: number;
                                    /** Format: date-time */
                                    since: string;
                                } | null;
                                versions: {
                                    version: string;
                                    builtAt: string | null;
                                    exposes: string[];
                                    shared: {
                                        name: string;
                                        version: string;
                                        requiredVersion: string | null;
                                    }[];
                                }[];
                                errors: {
                                    version: string;
                                    loads: number;
                                    failed: number;
                                    errors: number;
                                    rate: number;
                                }[];
                                pins: {
                                    accountId: number;
                                    username: string;
                                    version: string;
                                    by: string;
                                    /** Format: date-time */
                                    at: string;
                                }[];
                            }[];
                            history: {
                                id: number;
                                remote: string;
                                action: string;
                                version: string | null;
                                share: number | null;
                                by: string;
                                reason: string | null;
                                forced: boolean;
                                /** Format: date-time */
                                at: string;
                            }[];
                            freeze: {
                                active: boolean;
                                minutes: number;
                                lottos: string[];
                                round: {
                                    id: number;
                                    lotteryName: string;
                                    /** Format: date-time */
                                    closesAt: string;
                                } | null;
                            };
                        };
                    };
                };
                /** @description Bad Request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Thai, for the member */
                                message: string;
                            };
                        };
                    };
                };
                /** @description Unauthorized */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Thai, for the member */
                                message: string;
                            };
                        };
                    };
                };
                /** @description Forbidden */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Thai, for the member */
                                message: string;
                            };
                        };
                    };
                };
                /** @description Not Found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Thai, for the member */
                                message: string;
                            };
                        };
                    };
                };
                /** @description Conflict */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Thai, for the member */
                                message: string;
                            };
                        };
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
    "/api/backoffice/releases/{remote}/canary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Serve a version to a share of members (sticky per member); 100 promotes it */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    remote: "lotto" | "demo";
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description a version like 1.4.3 */
                        version: string;
                        share: number;
                        /** @description go ahead inside the draw-night freeze (a reason is then required) */
                        force?: boolean;
                        /** @description why; recorded in the history */
                        reason?: string;
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
                            remotes: {
                                name: string;
                                server: string;
                                serverError: string | null;
                                live: string | null;
                                candidate: {
                                    version: string;
                                    share: number;
                                    /** Format: date-time */
                                    since: string;
                                } | null;
                                versions: {
                                    version: string;
                                    builtAt: string | null;
                                    exposes: string[];
                                    shared: {
                                        name: string;
                                        version: string;
                                        requiredVersion: string | null;
                                    }[];
                                }[];
                                errors: {
                                    version: string;
                                    loads: number;
                                    failed: number;
                                    errors: number;
                                    rate: number;
                                }[];
                                pins: {
                                    accountId: number;
                                    username: string;
                                    version: string;
                                    by: string;
                                    /** Format: date-time */
                                    at: string;
                                }[];
                            }[];
                            history: {
                                id: number;
                                remote: string;
                                action: string;
                                version: string | null;
                                share: number | null;
                                by: string;
                                reason: string | null;
                                forced: boolean;
                                /** Format: date-time */
                                at: string;
                            }[];
                            freeze: {
                                active: boolean;
                                minutes: number;
                                lottos: string[];
                                round: {
                                    id: number;
                                    lotteryName: string;
                                    /** Format: date-time */
                                    closesAt: string;
                                } | null;
                            };
                        };
                    };
                };
                /** @description Bad Request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Thai, for the member */
                                message: string;
                            };
                        };
                    };
                };
                /** @description Unauthorized */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Thai, for the member */
                                message: string;
                            };
                        };
                    };
                };
                /** @description Forbidden */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Thai, for the member */
                                message: string;
                            };
                        };
                    };
                };
                /** @description Not Found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Thai, for the member */
                                message: string;
                            };
                        };
                    };
                };
                /** @description Conflict */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Thai, for the member */
                                message: string;
                            };
                        };
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
    "/api/backoffice/releases/{remote}/pins": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Pin accounts to a version (testers' preview) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    remote: "lotto" | "demo";
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        usernames: string[];
                        /** @description a version like 1.4.3 */
                        version: string;
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
                            remotes: {
                                name: string;
                                server: string;
                                serverError: string | null;
                                live: string | null;
                                candidate: {
                                    version: string;
                                    share: number;
                                    /** Format: date-time */
                                    since: string;
                                } | null;
                                versions: {
                                    version: string;
                                    builtAt: string | null;
                                    exposes: string[];
                                    shared: {
                                        name: string;
                                        version: string;
                                        requiredVersion: string | null;
                                    }[];
                                }[];
                                errors: {
                                    version: string;
                                    loads: number;
                                    failed: number;
                                    errors: number;
                                    rate: number;
                                }[];
                                pins: {
                                    accountId: number;
                                    username: string;
                                    version: string;
                                    by: string;
                                    /** Format: date-time */
                                    at: string;
                                }[];
                            }[];
                            history: {
                                id: number;
                                remote: string;
                                action: string;
                                version: string | null;
                                share: number | null;
                                by: string;
                                reason: string | null;
                                forced: boolean;
                                /** Format: date-time */
                                at: string;
                            }[];
                            freeze: {
                                active: boolean;
                                minutes: number;
                                lottos: string[];
                                round: {
                                    id: number;
                                    lotteryName: string;
                                    /** Format: date-time */
                                    closesAt: string;
                                } | null;
                            };
                        };
                    };
                };
                /** @description Bad Request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Thai, for the member */
                                message: string;
                            };
                        };
                    };
                };
                /** @description Unauthorized */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Thai, for the member */
                                message: string;
                            };
                        };
                    };
                };
                /** @description Forbidden */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Thai, for the member */
                                message: string;
                            };
                        };
                    };
                };
                /** @description Not Found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Thai, for the member */
                                message: string;
                            };
                        };
                    };
                };
                /** @description Conflict */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Thai, for the member */
                                message: string;
                            };
                        };
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
    "/api/backoffice/releases/{remote}/pins/{accountId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** End an account's pin */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    remote: "lotto" | "demo";
                    /** @description an id: a positive 64-bit integer as a decimal string */
                    accountId: string;
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
                            remotes: {
                                name: string;
                                server: string;
                                serverError: string | null;
                                live: string | null;
                                candidate: {
                                    version: string;
                                    share: number;
                                    /** Format: date-time */
                                    since: string;
                                } | null;
                                versions: {
                                    version: string;
                                    builtAt: string | null;
                                    exposes: string[];
                                    shared: {
                                        name: string;
                                        version: string;
                                        requiredVersion: string | null;
                                    }[];
                                }[];
                                errors: {
                                    version: string;
                                    loads: number;
                                    failed: number;
                                    errors: number;
                                    rate: number;
                                }[];
                                pins: {
                                    accountId: number;
                                    username: string;
                                    version: string;
                                    by: string;
                                    /** Format: date-time */
                                    at: string;
                                }[];
                            }[];
                            history: {
                                id: number;
                                remote: string;
                                action: string;
                                version: string | null;
                                share: number | null;
                                by: string;
                                reason: string | null;
                                forced: boolean;
                                /** Format: date-time */
                                at: string;
                            }[];
                            freeze: {
                                active: boolean;
                                minutes: number;
                                lottos: string[];
                                round: {
                                    id: number;
                                    lotteryName: string;
                                    /** Format: date-time */
                                    closesAt: string;
                                } | null;
                            };
                        };
                    };
                };
                /** @description Bad Request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Thai, for the member */
                                message: string;
                            };
                        };
                    };
                };
                /** @description Unauthorized */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Thai, for the member */
                                message: string;
                            };
                        };
                    };
                };
                /** @description Forbidden */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Thai, for the member */
                                message: string;
                            };
                        };
                    };
                };
                /** @description Not Found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Thai, for the member */
                                message: string;
                            };
                        };
                    };
                };
                /** @description Conflict */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Thai, for the member */
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/backoffice/releases/{remote}/promote": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Make a version live for everyone, once the contract gate lets it through */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    remote: "lotto" | "demo";
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description a version like 1.4.3 */
                        version: string;
                        /** @description go ahead inside the draw-night freeze (a reason is then required) */
                        force?: boolean;
                        /** @description why; recorded in the history */
                        reason?: string;
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
                            remotes: {
                                name: string;
                                server: string;
                                serverError: string | null;
                                live: string | null;
                                candidate: {
                                    version: string;
                                    share: number;
                                    /** Format: date-time */
                                    since: string;
                                } | null;
                                versions: {
                                    version: string;
                                    builtAt: string | null;
                                    exposes: string[];
                                    shared: {
                                        name: string;
                                        version: string;
                                        requiredVersion: string | null;
                                    }[];
                                }[];
                                errors: {
                                    version: string;
                                    loads: number;
                                    failed: number;
                                    errors: number;
                                    rate: number;
                                }[];
                                pins: {
                                    accountId: number;
                                    username: string;
                                    version: string;
                                    by: string;
                                    /** Format: date-time */
                                    at: string;
                                }[];
                            }[];
                            history: {
                                id: number;
                                remote: string;
                                action: string;
                                version: string | null;
                                share: number | null;
                                by: string;
                                reason: string | null;
                                forced: boolean;
                                /** Format: date-time */
                                at: string;
                            }[];
                            freeze: {
                                active: boolean;
                                minutes: number;
                                lottos: string[];
                                round: {
                                    id: number;
                                    lotteryName: string;
                                    /** Format: date-time */
                                    closesAt: string;
                                } | null;
                            };
                        };
                    };
                };
                /** @description Bad Request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Thai, for the member */
                                message: string;
                            };
                        };
                    };
                };
                /** @description Unauthorized */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Thai, for the member */
                                message: string;
                            };
                        };
                    };
                };
                /** @description Forbidden */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Thai, for the member */
                                message: string;
                            };
                        };
                    };
                };
                /** @description Not Found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Thai, for the member */
                                message: string;
                            };
                        };
                    };
                };
                /** @description Conflict */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Thai, for the member */
                                message: string;
                            };
                        };
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
    "/api/backoffice/releases/{remote}/rollback": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Make the version live before the live one live again */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    remote: "lotto" | "demo";
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description go ahead inside the draw-night freeze (a reason is then required) */
                        force?: boolean;
                        /** @description why; recorded in the history */
                        reason?: string;
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
                            remotes: {
                                name: string;
                                server: string;
                                serverError: string | null;
                                live: string | null;
                                candidate: {
                                    version: string;
                                    share: number;
                                    /** Format: date-time */
                                    since: string;
                                } | null;
                                versions: {
                                    version: string;
                                    builtAt: string | null;
                                    exposes: string[];
                                    shared: {
                                        name: string;
                                        version: string;
                                        requiredVersion: string | null;
                                    }[];
                                }[];
                                errors: {
                                    version: string;
                                    loads: number;
                                    failed: number;
                                    errors: number;
                                    rate: number;
                                }[];
                                pins: {
                                    accountId: number;
                                    username: string;
                                    version: string;
                                    by: string;
                                    /** Format: date-time */
                                    at: string;
                                }[];
                            }[];
                            history: {
                                id: number;
                                remote: string;
                                action: string;
                                version: string | null;
                                share: number | null;
                                by: string;
                                reason: string | null;
                                forced: boolean;
                                /** Format: date-time */
                                at: string;
                            }[];
                            freeze: {
                                active: boolean;
                                minutes: number;
                                lottos: string[];
                                round: {
                                    id: number;
                                    lotteryName: string;
                                    /** Format: date-time */
                                    closesAt: string;
                                } | null;
                            };
                        };
                    };
                };
                /** @description Bad Request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Thai, for the member */
                                message: string;
                            };
                        };
                    };
                };
                /** @description Unauthorized */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Thai, for the member */
                                message: string;
                            };
                        };
                    };
                };
                /** @description Forbidden */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Thai, for the member */
                                message: string;
                            };
                        };
                    };
                };
                /** @description Not Found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Thai, for the member */
                                message: string;
                            };
                        };
                    };
                };
                /** @description Conflict */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Thai, for the member */
                                message: string;
                            };
                        };
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
    "/api/backoffice/releases/{remote}/stop": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Stop the canary: everyone gets the live version */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    remote: "lotto" | "demo";
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description why; recorded in the history */
                        reason?: string;
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
                            remotes: {
                                name: string;
                                server: string;
                                serverError: string | null;
                                live: string | null;
                                candidate: {
                                    version: string;
                                    share: number;
                                    /** Format: date-time */
                                    since: string;
                                } | null;
                                versions: {
                                    version: string;
                                    builtAt: string | null;
                                    exposes: string[];
                                    shared: {
                                        name: string;
                                        version: string;
                                        requiredVersion: string | null;
                                    }[];
                                }[];
                                errors: {
                                    version: string;
                                    loads: number;
                                    failed: number;
                                    errors: number;
                                    rate: number;
                                }[];
                                pins: {
                                    accountId: number;
                                    username: string;
                                    version: string;
                                    by: string;
                                    /** Format: date-time */
                                    at: string;
                                }[];
                            }[];
                            history: {
                                id: number;
                                remote: string;
                                action: string;
                                version: string | null;
                                share: number | null;
                                by: string;
                                reason: string | null;
                                forced: boolean;
                                /** Format: date-time */
                                at: string;
                            }[];
                            freeze: {
                                active: boolean;
                                minutes: number;
                                lottos: string[];
                                round: {
                                    id: number;
                                    lotteryName: string;
                                    /** Format: date-time */
                                    closesAt: string;
                                } | null;
                            };
                        };
                    };
                };
                /** @description Bad Request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Thai, for the member */
                                message: string;
                            };
                        };
                    };
                };
                /** @description Unauthorized */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Thai, for the member */
                                message: string;
                            };
                        };
                    };
                };
                /** @description Forbidden */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Thai, for the member */
                                message: string;
                            };
                        };
                    };
                };
                /** @description Not Found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Thai, for the member */
                                message: string;
                            };
                        };
                    };
                };
                /** @description Conflict */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Thai, for the member */
                                message: string;
                            };
                        };
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
    "/api/backoffice/reports/agents": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The agents the caller oversees (or one of them) with their members, balances and the period’s figures */
        get: {
            parameters: {
                query?: {
                    /** @description first day (Asia/Bangkok), included; default `to` */
                    from?: string;
                    /** @description last day (Asia/Bangkok), included; default today; at most 92 days in all */
                    to?: string;
                    /** @description that agent alone (none when the caller does not oversee it) */
                    agentId?: string;
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
                        "application/json": {
                            /** @description YYYY-MM-DD, Asia/Bangkok */
                            from: string;
                            /** @description YYYY-MM-DD, Asia/Bangkok */
                            to: string;
                            /** @description the agents the caller oversees (an AGgroup its own, administrators and operators every agent), by username */
                            agents: {
                                agent: {
                                    /** @description an id: a positive 64-bit integer as a decimal string */
                                    id: string;
                                    username: string;
                                };
                                members: number;
                                /** @description the members' wallet balances now, baht */
                                balance: number;
                                /** @description staked on slips placed in the period (not cancelled), baht */
                                stake: number;
                                /** @description what those slips paid once settled */
                                payout: number;
                                /** @description the house's view: stake − discount − payout (> 0: the members lost) */
                                net: number;
                            }[];
                        };
                    };
                };
                /** @description Bad Request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Thai, for the member */
                                message: string;
                            };
                        };
                    };
                };
                /** @description Unauthorized */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Thai, for the member */
                                message: string;
                            };
                        };
                    };
                };
                /** @description Forbidden */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Thai, for the member */
                                message: string;
                            };
                        };
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
    "/api/backoffice/reports/summary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The period’s figures in all, per day and per agent, and the queues, over the members in reach */
        get: {
            parameters: {
                query?: {
                    /** @description first day (Asia/Bangkok), included; default `to` */
                    from?: string;
                    /** @description last day (Asia/Bangkok), included; default today; at most 92 days in all */
                    to?: string;
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
                        "application/json": {
                            /** @description YYYY-MM-DD, Asia/Bangkok */
                            from: string;
                            /** @description YYYY-MM-DD, Asia/Bangkok */
                            to: string;
                            totals: {
                                /** @description staked on slips placed in the period (not cancelled), baht */
                                stake: number;
                                /** @description discounts on those stakes */
                                discount: number;
                                /** @description what those slips paid once settled */
                                payout: number;
                                /** @description the house's view: stake − discount − payout (> 0: the members lost) */
                                net: number;
                                /** @description deposits approved (credited) in the period */
                                deposits: number;
                                /** @description withdrawals approved (paid out) in the period */
                                withdrawals: number;
                                /** @description members who placed at least one slip (not cancelled) */
                                activeMembers: number;
                            };
                            /** @description every day of the period, oldest first */
                            days: {
                                /** @description YYYY-MM-DD, Asia/Bangkok */
                                date: string;
                                /** @description staked on slips placed in the period (not cancelled), baht */
                                stake: number;
                                /** @description discounts on those stakes */
                                discount: number;
                                /** @description what those slips paid once settled */
                                payout: number;
                                /** @description the house's view: stake − discount − payout (> 0: the members lost) */
                                net: number;
                                /** @description deposits approved (credited) in the period */
                                deposits: number;
                                /** @description withdrawals approved (paid out) in the period */
                                withdrawals: number;
                                /** @description members who placed at least one slip (not cancelled) */
                                activeMembers: number;
                            }[];
                            /** @description per agent (members without an agent count in the totals only), for those who oversee agents (read LottoAgent); empty for the others */
                            agents: {
                                agent: {
                                    /** @description an id: a positive 64-bit integer as a decimal string */
                                    id: string;
                                    username: string;
                                };
                                /** @description staked on slips placed in the period (not cancelled), baht */
                                stake: number;
                                /** @description discounts on those stakes */
                                discount: number;
                                /** @description what those slips paid once settled */
                                payout: number;
                                /** @description the house's view: stake − discount − payout (> 0: the members lost) */
                                net: number;
                                /** @description deposits approved (credited) in the period */
                                deposits: number;
                                /** @description withdrawals approved (paid out) in the period */
                                withdrawals: number;
                                /** @description members who placed at least one slip (not cancelled) */
                                activeMembers: number;
                            }[];
                            queues: {
                                /** @description deposits waiting for a decision now; null for those who do not handle payments */
                                pendingDeposits: number | null;
                                /** @description withdrawals waiting for a decision now; null for those who do not handle payments */
                                pendingWithdrawals: number | null;
                                /** @description rounds closed and waiting for an operator’s result now; null for those who do not enter results */
                                roundsAwaitingResult: number | null;
                            };
                        };
                    };
                };
                /** @description Bad Request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Thai, for the member */
                                message: string;
                            };
                        };
                    };
                };
                /** @description Unauthorized */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Thai, for the member */
                                message: string;
                            };
                        };
                    };
                };
                /** @description Forbidden */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Thai, for the member */
                                message: string;
                            };
                        };
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
    "/api/backoffice/rounds": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Rounds by lottery, draw date and status, newest draw first */
        get: {
            parameters: {
                query?: {
                    /** @description a lottery's code */
                    lotto?: string;
                    /** @description a draw date (closeDate), YYYY-MM-DD */
                    date?: string;
                    /** @description by the server's clock */
                    status?: "upcoming" | "open" | "closed" | "resulted" | "cancelled";
                    /** @description true: only rounds waiting for an operator's result (closed by the clock, not drawn by the house); false: the others */
                    awaitingResult?: "true" | "false";
                    /** @description 1, 2, …; default 1 */
                    page?: string;
                    /** @description 1–100, default 20 */
                    pageSize?: string;
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
                        "application/json": {
                            items: {
                                /** @description an id: a positive 64-bit integer as a decimal string */
                                id: string;
                                lottoCode: string;
                                lottoName: string;
                                /** @description the head (group) name, e.g. หวยไทย */
                                lottoHead: string;
                                /** @description the sub-head name, e.g. รัฐบาล */
                                lottoSubHead: string;
                                /**
                                 * Format: date
                                 * @description the draw date, YYYY-MM-DD in Asia/Bangkok
                                 */
                                closeDate: string;
                                /** Format: date-time */
                                opensAt: string;
                                /** Format: date-time */
                                closesAt: string;
                                /**
                                 * @description by the server's clock
                                 * @enum {string}
                                 */
                                status: "upcoming" | "open" | "closed" | "resulted" | "cancelled";
                                /** @description whole seconds until bets close; 0 once closed */
                                secondsToClose: number;
                                /**
                                 * @description which numbers its result takes
                                 * @enum {string}
                                 */
                                resultKind: "government" | "standard";
                                /**
                                 * @description house_rng: drawn by the house, no entry
                                 * @enum {string}
                                 */
                                resultSource: "operator" | "house_rng";
                                /** @description slips not cancelled */
                                slips: number;
                                /** @description their stake, baht */
                                stake: number;
                                hasResult: boolean;
                            }[];
                            /** @description items on every page together */
                            total: number;
                            page: number;
                            pageSize: number;
                        };
                    };
                };
                /** @description Bad Request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Thai, for the member */
                                message: string;
                            };
                        };
                    };
                };
                /** @description Unauthorized */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Thai, for the member */
                                message: string;
                            };
                        };
                    };
                };
                /** @description Forbidden */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Thai, for the member */
                                message: string;
                            };
                        };
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
    "/api/backoffice/rounds/{roundId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One round with its figures and what cancelling it would refund */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description an id: a positive 64-bit integer as a decimal string */
                    roundId: string;
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
                            /** @description an id: a positive 64-bit integer as a decimal string */
                            id: string;
                            lottoCode: string;
                            lottoName: string;
                            /** @description the head (group) name, e.g. หวยไทย */
                            lottoHead: string;
                            /** @description the sub-head name, e.g. รัฐบาล */
                            lottoSubHead: string;
                            /**
                             * Format: date
                             * @description the draw date, YYYY-MM-DD in Asia/Bangkok
                             */
                            closeDate: string;
                            /** Format: date-time */
                            opensAt: string;
                            /** Format: date-time */
                            closesAt: string;
                            /**
                             * @description by the server's clock
                             * @enum {string}
                             */
                            status: "upcoming" | "open" | "closed" | "resulted" | "cancelled";
                            /** @description whole seconds until bets close; 0 once closed */
                            secondsToClose: number;
                            /**
                             * @description which numbers its result takes
                             * @enum {string}
                             */
                            resultKind: "government" | "standard";
                            /**
                             * @description house_rng: drawn by the house, no entry
                             * @enum {string}
                             */
                            resultSource: "operator" | "house_rng";
                            /** @description slips not cancelled */
                            slips: number;
                            /** @description their stake, baht */
                            stake: number;
                            hasResult: boolean;
                            /** @description what POST …/cancel would refund now; null once the round is resulted or cancelled */
                            cancelPreview: {
                                /** @description pending slips */
                                slips: number;
                                /** @description their members */
                                members: number;
                                /** @description baht refunded in all: what they charged */
                                refund: number;
                            } | null;
                        };
                    };
                };
                /** @description Bad Request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Thai, for the member */
                                message: string;
                            };
                        };
                    };
                };
                /** @description Unauthorized */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Thai, for the member */
                                message: string;
                            };
                        };
                    };
                };
                /** @description Forbidden */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Thai, for the member */
                                message: string;
                            };
                        };
                    };
                };
                /** @description Not Found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Thai, for the member */
                                message: string;
                            };
                        };
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
    "/api/backoffice/rounds/{roundId}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Cancel a round that has no result yet, refunding every pending slip */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description required: 1–100 of A–Z a–z 0–9 _ -; a repeat with the same body answers the first answer again */
                    "idempotency-key"?: string;
                };
                path: {
                    /** @description an id: a positive 64-bit integer as a decimal string */
                    roundId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        reason: string;
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
                            /** @description an id: a positive 64-bit integer as a decimal string */
                            roundId: string;
                            lottoCode: string;
                            lottoName: string;
                            /** Format: date */
                            closeDate: string;
                            /** @enum {string} */
                            status: "cancelled";
                            /** @description the pending slips refunded, their members, and baht refunded in all */
                            refunds: {
                                slips: number;
                                members: number;
                                /** @description baht, at most 2 decimals */
                                amount: number;
                            };
                        };
                    };
                };
                /** @description Bad Request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Thai, for the member */
                                message: string;
                            };
                        };
                    };
                };
                /** @description Unauthorized */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Thai, for the member */
                                message: string;
                            };
                        };
                    };
                };
                /** @description Forbidden */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Thai, for the member */
                                message: string;
                            };
                        };
                    };
                };
                /** @description Not Found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Thai, for the member */
                                message: string;
                            };
                        };
                    };
                };
                /** @description Conflict */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Thai, for the member */
                                message: string;
                            };
                        };
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
    "/api/backoffice/rounds/{roundId}/close": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description an id: a positive 64-bit integer as a decimal string */
                    roundId: string;
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
                            /** @description an id: a positive 64-bit integer as a decimal string */
                            id: string;
                            lottoCode: string;
                            lottoName: string;
                            /** @description the head (group) name, e.g. หวยไทย */
                            lottoHead: string;
                            /** @description the sub-head name, e.g. รัฐบาล */
                            lottoSubHead: string;
                            /**
                             * Format: date
                             * @description the draw date, YYYY-MM-DD in Asia/Bangkok
                             */
                            closeDate: string;
                            /** Format: date-time */
                            opensAt: string;
                            /** Format: date-time */
                            closesAt: string;
                            /**
                             * @description by the server's clock
                             * @enum {string}
                             */
                            status: "upcoming" | "open" | "closed" | "resulted" | "cancelled";
                            /** @description whole seconds until bets close; 0 once closed */
                            secondsToClose: number;
                        };
                    };
                };
                /** @description Bad Request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Thai, for the member */
                                message: string;
                            };
                        };
                    };
                };
                /** @description Unauthorized */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Thai, for the member */
                                message: string;
                            };
                        };
                    };
                };
                /** @description Forbidden */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Thai, for the member */
                                message: string;
                            };
                        };
                    };
                };
                /** @description Not Found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Thai, for the member */
                                message: string;
                            };
                        };
                    };
                };
                /** @description Conflict */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Thai, for the member */
                                message: string;
                            };
                        };
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
    "/api/backoffice/rounds/{roundId}/exposure": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Stake and payout if it wins per bet type and number, biggest payout first */
        get: {
            parameters: {
                query?: {
                    /** @description only this bet type */
                    type?: "3top" | "3tod" | "3front" | "3back" | "2top" | "2bottom" | "runtop" | "runbottom";
                    /** @description 1, 2, …; default 1 */
                    page?: string;
                    /** @description 1–100, default 20 */
                    pageSize?: string;
                };
                header?: never;
                path: {
                    /** @description an id: a positive 64-bit integer as a decimal string */
                    roundId: string;
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
                            /** @description an id: a positive 64-bit integer as a decimal string */
                            roundId: string;
                            /** @description the round's slips not cancelled, every bet type */
                            totals: {
                                /** @description baht, at most 2 decimals */
                                stake: number;
                                /** @description stake − discount: what the house took */
                                charged: number;
                                slips: number;
                                members: number;
                            };
                            items: {
                                /** @enum {string} */
                                type: "3top" | "3tod" | "3front" | "3back" | "2top" | "2bottom" | "runtop" | "runbottom";
                                number: string;
                                /** @description staked on it by all members (slips not cancelled) */
                                stake: number;
                                /** @description what the round pays if it wins: its items’ win amounts as priced when placed */
                                payoutIfWins: number;
                                slips: number;
                                members: number;
                                /** @description its limit item now, if any */
                                limit: {
                                    /** @enum {string} */
                                    type: "3top" | "3tod" | "3front" | "3back" | "2top" | "2bottom" | "runtop" | "runbottom";
                                    number: string;
                                    /**
                                     * @description closed: refused; reduced: pays value % of the rate; cap: value baht across all members
                                     * @enum {string}
                                     */
                                    kind: "closed" | "reduced" | "cap";
                                    /** @description reduced: percent; cap: baht; closed: null */
                                    value: number | null;
                                    /** @description cap only (absent on the other kinds): baht still open — the cap less the round's pending stake on the number, never below 0 */
                                    remaining?: number;
                                } | null;
                            }[];
                            /** @description items on every page together */
                            total: number;
                            page: number;
                            pageSize: number;
                        };
                    };
                };
                /** @description Bad Request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Thai, for the member */
                                message: string;
                            };
                        };
                    };
                };
                /** @description Unauthorized */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Thai, for the member */
                                message: string;
                            };
                        };
                    };
                };
                /** @description Forbidden */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Thai, for the member */
                                message: string;
                            };
                        };
                    };
                };
                /** @description Not Found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Thai, for the member */
                                message: string;
                            };
                        };
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
    "/api/backoffice/rounds/{roundId}/limits": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description an id: a positive 64-bit integer as a decimal string */
                    roundId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description the round's whole list of limit items (an empty list removes them all) */
                        items: {
                            /** @enum {string} */
                            type: "3top" | "3tod" | "3front" | "3back" | "2top" | "2bottom" | "runtop" | "runbottom";
                            number: string;
                            /** @enum {string} */
                            kind: "closed" | "reduced" | "cap";
                            /** @description reduced: percent paid, 1–99; cap: baht all members may stake; closed: leave out */
                            value?: number;
                        }[];
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
                            /** @description an id: a positive 64-bit integer as a decimal string */
                            roundId: string;
                            limits: {
                                /** @enum {string} */
                                type: "3top" | "3tod" | "3front" | "3back" | "2top" | "2bottom" | "runtop" | "runbottom";
                                number: string;
                                /**
                                 * @description closed: refused; reduced: pays value % of the rate; cap: value baht across all members
                                 * @enum {string}
                                 */
                                kind: "closed" | "reduced" | "cap";
                                /** @description reduced: percent; cap: baht; closed: null */
                                value: number | null;
                                /** @description cap only (absent on the other kinds): baht still open — the cap less the round's pending stake on the number, never below 0 */
                                remaining?: number;
                            }[];
                        };
                    };
                };
                /** @description Bad Request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Thai, for the member */
                                message: string;
                            };
                        };
                    };
                };
                /** @description Unauthorized */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Thai, for the member */
                                message: string;
                            };
                        };
                    };
                };
                /** @description Forbidden */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Thai, for the member */
                                message: string;
                            };
                        };
                    };
                };
                /** @description Not Found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Thai, for the member */
                                message: string;
                            };
                        };
                    };
                };
                /** @description Conflict */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Thai, for the member */
                                message: string;
                            };
                        };
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
    "/api/backoffice/rounds/{roundId}/open": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description an id: a positive 64-bit integer as a decimal string */
                    roundId: string;
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
                            /** @description an id: a positive 64-bit integer as a decimal string */
                            id: string;
                            lottoCode: string;
                            lottoName: string;
                            /** @description the head (group) name, e.g. หวยไทย */
                            lottoHead: string;
                            /** @description the sub-head name, e.g. รัฐบาล */
                            lottoSubHead: string;
                            /**
                             * Format: date
                             * @description the draw date, YYYY-MM-DD in Asia/Bangkok
                             */
                            closeDate: string;
                            /** Format: date-time */
                            opensAt: string;
                            /** Format: date-time */
                            closesAt: string;
                            /**
                             * @description by the server's clock
                             * @enum {string}
                             */
                            status: "upcoming" | "open" | "closed" | "resulted" | "cancelled";
                            /** @description whole seconds until bets close; 0 once closed */
                            secondsToClose: number;
                        };
                    };
                };
                /** @description Bad Request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Thai, for the member */
                                message: string;
                            };
                        };
                    };
                };
                /** @description Unauthorized */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Thai, for the member */
                                message: string;
                            };
                        };
                    };
                };
                /** @description Forbidden */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Thai, for the member */
                                message: string;
                            };
                        };
                    };
                };
                /** @description Not Found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Thai, for the member */
                                message: string;
                            };
                        };
                    };
                };
                /** @description Conflict */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Thai, for the member */
                                message: string;
                            };
                        };
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
    "/api/backoffice/rounds/{roundId}/result": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Enter or correct a round's result and settle it */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description required: 1–100 of A–Z a–z 0–9 _ -; a repeat with the same body answers the first answer again */
                    "idempotency-key"?: string;
                };
                path: {
                    /** @description an id: a positive 64-bit integer as a decimal string */
                    roundId: string;
                };
                cookie?: never;
            };
            /** @description government lottery: {firstPrize, front3, back3, bottom2}; others: {top3, bottom2} */
            requestBody: {
                content: {
                    "application/json": {
                        firstPrize?: string;
                        front3?: string[];
                        back3?: string[];
                        top3?: string;
                        bottom2: string;
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
                            result: {
                                /** @description an id: a positive 64-bit integer as a decimal string */
                                roundId: string;
                                lottoCode: string;
                                lottoName: string;
                                lottoHead: string;
                                lottoSubHead: string;
                                /** @description YYYY-MM-DD, Asia/Bangkok */
                                closeDate: string;
                                /** Format: date-time */
                                closesAt: string;
                                /** @description government lottery only (top 3 = its last three digits) */
                                firstPrize: string | null;
                                /** @description government lottery only */
                                front3: string[] | null;
                                /** @description government lottery only */
                                back3: string[] | null;
                                top3: string;
                                bottom2: string;
                                /** @enum {string} */
                                source: "operator" | "house_rng";
                                /** @description 1, plus one for each correction */
                                version: number;
                                /** Format: date-time */
                                enteredAt: string;
                            };
                            settlement: {
                                version: number;
                                /** @description items of the round decided (won or lost) */
                                items: number;
                                /** @description items that won */
                                winners: number;
                                /** @description baht the round pays in all */
                                payout: number;
                                /** @description only in the answer to a correction (different numbers for a resulted round) */
                                corrections?: {
                                    /** @description slips whose payout changed */
                                    slips: number;
                                    /** @description baht paid to members in addition */
                                    credited: number;
                                    /** @description baht taken back from members */
                                    debited: number;
                                };
                            };
                        };
                    };
                };
                /** @description Bad Request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Thai, for the member */
                                message: string;
                            };
                        };
                    };
                };
                /** @description Unauthorized */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Thai, for the member */
                                message: string;
                            };
                        };
                    };
                };
                /** @description Forbidden */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Thai, for the member */
                                message: string;
                            };
                        };
                    };
                };
                /** @description Not Found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Thai, for the member */
                                message: string;
                            };
                        };
                    };
                };
                /** @description Conflict */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Thai, for the member */
                                message: string;
                            };
                        };
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
    "/api/backoffice/rounds/{roundId}/result/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** What entering this result would settle; writes nothing */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description an id: a positive 64-bit integer as a decimal string */
                    roundId: string;
                };
                cookie?: never;
            };
            /** @description government lottery: {firstPrize, front3, back3, bottom2}; others: {top3, bottom2} */
            requestBody: {
                content: {
                    "application/json": {
                        firstPrize?: string;
                        front3?: string[];
                        back3?: string[];
                        top3?: string;
                        bottom2: string;
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
                            /** @description an id: a positive 64-bit integer as a decimal string */
                            roundId: string;
                            /** @description the version the result would have (a repeat of the numbers in force keeps it) */
                            version: number;
                            /** @description the round has a result already: every item not cancelled is decided again */
                            correction: boolean;
                            /** @description items that would win (the settlement’s winners) */
                            winningItems: number;
                            /** @description members who would be paid something */
                            members: number;
                            /** @description baht the round would pay in all (the settlement’s payout) */
                            totalPayout: number;
                            /** @description members paid something before or after, biggest payout first */
                            perMember: {
                                member: {
                                    /** @description an id: a positive 64-bit integer as a decimal string */
                                    id: string;
                                    username: string;
                                };
                                /** @description baht their slips of the round would pay */
                                payout: number;
                                /** @description baht their slips were paid so far (0 before a first result) */
                                previousPayout: number;
                                /** @description payout − previousPayout: paid to the member (> 0) or taken back (< 0) */
                                change: number;
                                /** @description pending withdrawals of the member a charge-back their wallet does not hold would reject first, newest first (0 and 0 otherwise) */
                                fromWithdrawals: {
                                    /** @description how many */
                                    withdrawals: number;
                                    /** @description their baht, returned from hold to wallet */
                                    amount: number;
                                };
                                /** @description baht of the charge-back neither the wallet nor every pending withdrawal covers: above 0, the entry would be refused (CORRECTION_UNCOVERED) */
                                uncovered: number;
                            }[];
                            /** @description only for a correction: what would move (all 0 for the numbers in force) */
                            moves?: {
                                /** @description slips whose payout changed */
                                slips: number;
                                /** @description baht paid to members in addition */
                                credited: number;
                                /** @description baht taken back from members */
                                debited: number;
                            };
                        };
                    };
                };
                /** @description Bad Request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Thai, for the member */
                                message: string;
                            };
                        };
                    };
                };
                /** @description Unauthorized */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Thai, for the member */
                                message: string;
                            };
                        };
                    };
                };
                /** @description Forbidden */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Thai, for the member */
                                message: string;
                            };
                        };
                    };
                };
                /** @description Not Found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Thai, for the member */
                                message: string;
                            };
                        };
                    };
                };
                /** @description Conflict */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Thai, for the member */
                                message: string;
                            };
                        };
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
    "/api/backoffice/settings/lotto": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The lottery's setting: the slip cancel window and the maximum discount, with the discounts above it */
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
                            /** @description a member may cancel a slip this many minutes after placing it */
                            cancelWithinMinutes: number;
                            /** @description … and until this many minutes before its round closes (the earlier ends it) */
                            cancelBeforeCloseMinutes: number;
                            /** @description the business's maximum discount, percent with at most 2 decimals: no agent's, member's or bet type's discount may be set above it */
                            maxDiscount: number;
                            /** @description the discounts above the maximum now: kept (pricing uses them) until someone lowers them */
                            aboveMaximum: {
                                /** @description members whose own discount is above the maximum */
                                members: number;
                                agents: {
                                    /** @description an id: a positive 64-bit integer as a decimal string */
                                    id: string;
                                    username: string;
                                    /** @description percent */
                                    discount: number;
                                }[];
                                betTypes: {
                                    lottoCode: string;
                                    lottoName: string;
                                    /** @enum {string} */
                                    type: "3top" | "3tod" | "3front" | "3back" | "2top" | "2bottom" | "runtop" | "runbottom";
                                    /** @description percent */
                                    discount: number;
                                }[];
                            };
                        };
                    };
                };
                /** @description Unauthorized */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Thai, for the member */
                                message: string;
                            };
                        };
                    };
                };
                /** @description Forbidden */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Thai, for the member */
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        /** Change the slip cancel window and the maximum discount (administrators), audited; cuts no discount */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description a member may cancel a slip this many minutes after placing it */
                        cancelWithinMinutes: number;
                        /** @description … and until this many minutes before its round closes (the earlier ends it) */
                        cancelBeforeCloseMinutes: number;
                        /** @description the business's maximum discount, percent with at most 2 decimals: no agent's, member's or bet type's discount may be set above it */
                        maxDiscount: number;
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
                            /** @description a member may cancel a slip this many minutes after placing it */
                            cancelWithinMinutes: number;
                            /** @description … and until this many minutes before its round closes (the earlier ends it) */
                            cancelBeforeCloseMinutes: number;
                            /** @description the business's maximum discount, percent with at most 2 decimals: no agent's, member's or bet type's discount may be set above it */
                            maxDiscount: number;
                            /** @description the discounts above the maximum now: kept (pricing uses them) until someone lowers them */
                            aboveMaximum: {
                                /** @description members whose own discount is above the maximum */
                                members: number;
                                agents: {
                                    /** @description an id: a positive 64-bit integer as a decimal string */
                                    id: string;
                                    username: string;
                                    /** @description percent */
                                    discount: number;
                                }[];
                                betTypes: {
                                    lottoCode: string;
                                    lottoName: string;
                                    /** @enum {string} */
                                    type: "3top" | "3tod" | "3front" | "3back" | "2top" | "2bottom" | "runtop" | "runbottom";
                                    /** @description percent */
                                    discount: number;
                                }[];
                            };
                        };
                    };
                };
                /** @description Bad Request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Thai, for the member */
                                message: string;
                            };
                        };
                    };
                };
                /** @description Unauthorized */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Thai, for the member */
                                message: string;
                            };
                        };
                    };
                };
                /** @description Forbidden */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Thai, for the member */
                                message: string;
                            };
                        };
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
    "/api/backoffice/settings/payments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The payment settings: bounds per deposit and withdrawal, where members pay to, the two-person rule’s amounts (administrators) */
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
                            /** @description the smallest and largest deposit one request may name, baht; min ≤ max */
                            deposit: {
                                /** @description baht, at most 2 decimals */
                                min: number;
                                /** @description baht, at most 2 decimals */
                                max: number;
                            };
                            /** @description the smallest and largest withdrawal one request may name, baht; min ≤ max */
                            withdrawal: {
                                /** @description baht, at most 2 decimals */
                                min: number;
                                /** @description baht, at most 2 decimals */
                                max: number;
                            };
                            /** @description the two-person rule: a hand approval of a deposit, or an approval of a withdrawal, of more than this many baht needs a second approver (default 20,000 each) */
                            secondApproval: {
                                /** @description baht, at most 2 decimals */
                                depositAbove: number;
                                /** @description baht, at most 2 decimals */
                                withdrawalAbove: number;
                            };
                            /** @description the PromptPay target of deposits' QR payloads */
                            promptpay: {
                                /** @enum {string} */
                                type: "phone" | "nationalId";
                                /** @description phone: 0 and 9 digits; nationalId: 13 digits with a valid check digit */
                                value: string;
                            };
                            /** @description the bank account members may transfer deposits to */
                            bank: {
                                /** @description e.g. KBANK, SCB, BBL, KTB */
                                code: string;
                                accountNo: string;
                                accountName: string;
                            };
                        };
                    };
                };
                /** @description Unauthorized */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Thai, for the member */
                                message: string;
                            };
                        };
                    };
                };
                /** @description Forbidden */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Thai, for the member */
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        /**
         * Change the payment settings (administrators; audited as settings.payments)
         * @description Refused whole (400, Thai) when a min is above its max (INVALID_BOUNDS), an amount has more than 2 decimals (INVALID_AMOUNT) or the PromptPay target is no Thai mobile number or valid 13-digit id (INVALID_PROMPTPAY). The next deposit and withdrawal request, and the next approval, follow the new settings.
         */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description the smallest and largest deposit one request may name, baht; min ≤ max */
                        deposit: {
                            /** @description baht, at most 2 decimals */
                            min: number;
                            /** @description baht, at most 2 decimals */
                            max: number;
                        };
                        /** @description the smallest and largest withdrawal one request may name, baht; min ≤ max */
                        withdrawal: {
                            /** @description baht, at most 2 decimals */
                            min: number;
                            /** @description baht, at most 2 decimals */
                            max: number;
                        };
                        /** @description the two-person rule: a hand approval of a deposit, or an approval of a withdrawal, of more than this many baht needs a second approver (default 20,000 each) */
                        secondApproval: {
                            /** @description baht, at most 2 decimals */
                            depositAbove: number;
                            /** @description baht, at most 2 decimals */
                            withdrawalAbove: number;
                        };
                        /** @description the PromptPay target of deposits' QR payloads */
                        promptpay: {
                            /** @enum {string} */
                            type: "phone" | "nationalId";
                            /** @description phone: 0 and 9 digits; nationalId: 13 digits with a valid check digit */
                            value: string;
                        };
                        /** @description the bank account members may transfer deposits to */
                        bank: {
                            /** @description e.g. KBANK, SCB, BBL, KTB */
                            code: string;
                            accountNo: string;
                            accountName: string;
                        };
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
                            /** @description the smallest and largest deposit one request may name, baht; min ≤ max */
                            deposit: {
                                /** @description baht, at most 2 decimals */
                                min: number;
                                /** @description baht, at most 2 decimals */
                                max: number;
                            };
                            /** @description the smallest and largest withdrawal one request may name, baht; min ≤ max */
                            withdrawal: {
                                /** @description baht, at most 2 decimals */
                                min: number;
                                /** @description baht, at most 2 decimals */
                                max: number;
                            };
                            /** @description the two-person rule: a hand approval of a deposit, or an approval of a withdrawal, of more than this many baht needs a second approver (default 20,000 each) */
                            secondApproval: {
                                /** @description baht, at most 2 decimals */
                                depositAbove: number;
                                /** @description baht, at most 2 decimals */
                                withdrawalAbove: number;
                            };
                            /** @description the PromptPay target of deposits' QR payloads */
                            promptpay: {
                                /** @enum {string} */
                                type: "phone" | "nationalId";
                                /** @description phone: 0 and 9 digits; nationalId: 13 digits with a valid check digit */
                                value: string;
                            };
                            /** @description the bank account members may transfer deposits to */
                            bank: {
                                /** @description e.g. KBANK, SCB, BBL, KTB */
                                code: string;
                                accountNo: string;
                                accountName: string;
                            };
                        };
                    };
                };
                /** @description Bad Request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Thai, for the member */
                                message: string;
                            };
                        };
                    };
                };
                /** @description Unauthorized */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Thai, for the member */
                                message: string;
                            };
                        };
                    };
                };
                /** @description Forbidden */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Thai, for the member */
                                message: string;
                            };
                        };
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
    "/api/backoffice/site/config": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Change the front-end settings (administrators) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description the member id the menu hides home, deposit and withdraw from (null: none) */
                        menuExcludedUserId: number | null;
                        /**
                         * @description layout of the back-office and demo pages
                         * @enum {string}
                         */
                        layout: "vertical" | "horizontal";
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
                            /** @description the member id the menu hides home, deposit and withdraw from (null: none) */
                            menuExcludedUserId: number | null;
                            /**
                             * @description layout of the back-office and demo pages
                             * @enum {string}
                             */
                            layout: "vertical" | "horizontal";
                            /** @description play money and demo accounts (the embedded start) */
                            demoMode: boolean;
                            /** @description in demo mode, the seeded accounts the demo sign-in page offers; empty otherwise */
                            demoAccounts: {
                                username: string;
                                password: string;
                                role: string;
                            }[];
                        };
                    };
                };
                /** @description Bad Request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Thai, for the member */
                                message: string;
                            };
                        };
                    };
                };
                /** @description Unauthorized */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Thai, for the member */
                                message: string;
                            };
                        };
                    };
                };
                /** @description Forbidden */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Thai, for the member */
                                message: string;
                            };
                        };
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
    "/api/backoffice/slips": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Members' slips, newest first (agents: their own members') */
        get: {
            parameters: {
                query?: {
                    /** @description nextCursor of the previous page */
                    cursor?: string;
                    /** @description 1–100, default 20 */
                    limit?: string;
                    /** @description an id: a positive 64-bit integer as a decimal string */
                    roundId?: string;
                    status?: "pending" | "settled" | "cancelled";
                    /** @description YYYY-MM-DD, a Bangkok calendar day */
                    from?: string;
                    /** @description YYYY-MM-DD, a Bangkok calendar day */
                    to?: string;
                    /** @description an id: a positive 64-bit integer as a decimal string */
                    accountId?: string;
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
                        "application/json": {
                            items: {
                                /** @description an id: a positive 64-bit integer as a decimal string */
                                id: string;
                                /** @description an id: a positive 64-bit integer as a decimal string */
                                roundId: string;
                                lottoName: string;
                                /**
                                 * Format: date
                                 * @description the draw date (Bangkok)
                                 */
                                closeDate: string;
                                /** @enum {string} */
                                status: "pending" | "settled" | "cancelled";
                                /** Format: date-time */
                                createdAt: string;
                                /** Format: date-time */
                                cancelledAt: string | null;
                                /**
                                 * Format: date-time
                                 * @description while the member may still cancel it: until this instant; otherwise null
                                 */
                                cancelUntil: string | null;
                                /** @description the items’ amounts added up */
                                stake: number;
                                /** @description baht, at most 2 decimals */
                                discount: number;
                                /** @description what the wallet paid: stake − discount */
                                charged: number;
                                /** @description the most the slip can pay on any one result (each part of the result at its best value), not the items’ wins added up; 0 when cancelled */
                                potentialWin: number;
                                /** @description paid so far on winning items */
                                payout: number;
                                note: string | null;
                                member: {
                                    /** @description an id: a positive 64-bit integer as a decimal string */
                                    id: string;
                                    username: string;
                                };
                                itemCount: number;
                            }[];
                            /** @description pass as cursor for the next (older) page; null on the last */
                            nextCursor: string | (never | null);
                        };
                    };
                };
                /** @description Bad Request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Thai, for the member */
                                message: string;
                            };
                        };
                    };
                };
                /** @description Unauthorized */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Thai, for the member */
                                message: string;
                            };
                        };
                    };
                };
                /** @description Forbidden */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Thai, for the member */
                                message: string;
                            };
                        };
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
    "/api/backoffice/slips/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One member slip with every item (agents: their own members’) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description an id: a positive 64-bit integer as a decimal string */
                    id: string;
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
                            /** @description an id: a positive 64-bit integer as a decimal string */
                            id: string;
                            /** @description an id: a positive 64-bit integer as a decimal string */
                            roundId: string;
                            lottoName: string;
                            /**
                             * Format: date
                             * @description the draw date (Bangkok)
                             */
                            closeDate: string;
                            /** @enum {string} */
                            status: "pending" | "settled" | "cancelled";
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            cancelledAt: string | null;
                            /**
                             * Format: date-time
                             * @description while the member may still cancel it: until this instant; otherwise null
                             */
                            cancelUntil: string | null;
                            /** @description the items’ amounts added up */
                            stake: number;
                            /** @description baht, at most 2 decimals */
                            discount: number;
                            /** @description what the wallet paid: stake − discount */
                            charged: number;
                            /** @description the most the slip can pay on any one result (each part of the result at its best value), not the items’ wins added up; 0 when cancelled */
                            potentialWin: number;
                            /** @description paid so far on winning items */
                            payout: number;
                            note: string | null;
                            member: {
                                /** @description an id: a positive 64-bit integer as a decimal string */
                                id: string;
                                username: string;
                            };
                            items: {
                                /** @description an id: a positive 64-bit integer as a decimal string */
                                id: string;
                                /** @enum {string} */
                                type: "3top" | "3tod" | "3front" | "3back" | "2top" | "2bottom" | "runtop" | "runbottom";
                                number: string;
                                /** @description the stake, baht */
                                amount: number;
                                /** @description pays × this on the stake, locked when placed (e.g. 900 or 3.2) */
                                rate: number;
                                /** @description percent of the rate paid: 100, or a reduced number’s */
                                payPercent: number;
                                /** @description off the stake */
                                discount: number;
                                /** @description amount − discount */
                                charged: number;
                                /** @description paid if it wins: amount × rate × payPercent % */
                                winAmount: number;
                                /** @enum {string} */
                                status: "pending" | "won" | "lost" | "cancelled";
                                /** @description baht, at most 2 decimals */
                                payout: number;
                            }[];
                        };
                    };
                };
                /** @description Bad Request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Thai, for the member */
                                message: string;
                            };
                        };
                    };
                };
                /** @description Unauthorized */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Thai, for the member */
                                message: string;
                            };
                        };
                    };
                };
                /** @description Forbidden */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Thai, for the member */
                                message: string;
                            };
                        };
                    };
                };
                /** @description Not Found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Thai, for the member */
                                message: string;
                            };
                        };
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
    "/api/backoffice/transactions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A member's ledger lines (wallet and withdrawal hold), newest first, as GET /wallet/transactions
         * @description For those who may manage Member; a member out of reach answers 404.
         */
        get: {
            parameters: {
                query: {
                    /** @description nextCursor of the previous page */
                    cursor?: string;
                    /** @description 1–100, default 20 */
                    limit?: string;
                    /** @description an id: a positive 64-bit integer as a decimal string */
                    memberId: string;
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
                        "application/json": {
                            items: {
                                /** @description ledger entry id */
                                id: string;
                                /** @description an id: a positive 64-bit integer as a decimal string */
                                transferId: string;
                                /**
                                 * @description what moved the money (a code: the front end shows it in Thai)
                                 * @enum {string}
                                 */
                                kind: "deposit" | "withdrawal_hold" | "withdrawal_payout" | "withdrawal_return" | "bet" | "payout" | "refund" | "payout_correction";
                                /** @description what caused it, e.g. deposit:42 or slip:1001 */
                                reference: string;
                                /**
                                 * @description hold: money set aside for a withdrawal
                                 * @enum {string}
                                 */
                                account: "wallet" | "hold";
                                /** @description baht, signed: positive credits the account, negative debits it */
                                amount: number;
                                /** @description the balance of that account after this line, baht */
                                balanceAfter: number;
                                /** Format: date-time */
                                createdAt: string;
                            }[];
                            /** @description pass as cursor for the next (older) page; null on the last */
                            nextCursor: string | (never | null);
                        };
                    };
                };
                /** @description Bad Request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Thai, for the member */
                                message: string;
                            };
                        };
                    };
                };
                /** @description Unauthorized */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Thai, for the member */
                                message: string;
                            };
                        };
                    };
                };
                /** @description Forbidden */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Thai, for the member */
                                message: string;
                            };
                        };
                    };
                };
                /** @description Not Found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Thai, for the member */
                                message: string;
                            };
                        };
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
    "/api/backoffice/winlose": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A member's win/lose per day (as /lotto/winlose), for a member in reach */
        get: {
            parameters: {
                query: {
                    /** @description an id: a positive 64-bit integer as a decimal string */
                    memberId: string;
                    /** @description first day (Asia/Bangkok); default six days before `to` */
                    from?: string;
                    /** @description last day (Asia/Bangkok); default today; at most 92 days in all */
                    to?: string;
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
                        "application/json": {
                            /** @description YYYY-MM-DD, Asia/Bangkok */
                            from: string;
                            /** @description YYYY-MM-DD, Asia/Bangkok */
                            to: string;
                            /** @description days with at least one slip (not cancelled), newest first */
                            days: {
                                /** @description YYYY-MM-DD, Asia/Bangkok */
                                date: string;
                                slips: number;
                                /** @description baht, at most 2 decimals */
                                stake: number;
                                /** @description baht, at most 2 decimals */
                                discount: number;
                                /** @description stake − discount */
                                charged: number;
                                /** @description paid by settled slips */
                                payout: number;
                                /** @description slips still waiting for their draw */
                                pendingSlips: number;
                                /** @description what the slips waiting for their draw charged (in `charged`, not in `net`) */
                                pendingCharged: number;
                                /** @description payout − (charged − pendingCharged): settled slips only; a slip waiting for its draw is no loss */
                                net: number;
                            }[];
                            totals: {
                                slips: number;
                                /** @description baht, at most 2 decimals */
                                stake: number;
                                /** @description baht, at most 2 decimals */
                                discount: number;
                                /** @description stake − discount */
                                charged: number;
                                /** @description paid by settled slips */
                                payout: number;
                                /** @description slips still waiting for their draw */
                                pendingSlips: number;
                                /** @description what the slips waiting for their draw charged (in `charged`, not in `net`) */
                                pendingCharged: number;
                                /** @description payout − (charged − pendingCharged): settled slips only; a slip waiting for its draw is no loss */
                                net: number;
                            };
                        };
                    };
                };
                /** @description Bad Request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Thai, for the member */
                                message: string;
                            };
                        };
                    };
                };
                /** @description Unauthorized */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Thai, for the member */
                                message: string;
                            };
                        };
                    };
                };
                /** @description Forbidden */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Thai, for the member */
                                message: string;
                            };
                        };
                    };
                };
                /** @description Not Found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Thai, for the member */
                                message: string;
                            };
                        };
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
    "/api/backoffice/withdrawals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Withdrawal requests of the members the caller reaches, newest first */
        get: {
            parameters: {
                query?: {
                    /** @description nextCursor of the previous page */
                    cursor?: string;
                    /** @description 1–100, default 20 */
                    limit?: string;
                    status?: "pending" | "approved" | "rejected";
                    /** @description only members whose username contains this (any letter case) */
                    q?: string;
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
                        "application/json": {
                            items: {
                                /** @description an id: a positive 64-bit integer as a decimal string */
                                id: string;
                                /** @description baht, at most 2 decimals */
                                amount: number;
                                /** @enum {string} */
                                status: "pending" | "approved" | "rejected";
                                /** @description the member's registered bank account as of the request; paid out only there */
                                bank: {
                                    code: string;
                                    /** @description to the member: masked but for its last 4 digits; to handlers: in full */
                                    accountNo: string;
                                    accountName: string;
                                };
                                /** Format: date-time */
                                createdAt: string;
                                /** Format: date-time */
                                decidedAt: string | null;
                                reason: string | null;
                                member: {
                                    /** @description an id: a positive 64-bit integer as a decimal string */
                                    id: string;
                                    username: string;
                                };
                                /** @description the first of two approvals, while the request waits for its second (or was rejected or paid after it); null: none */
                                firstApproval: {
                                    by: {
                                        /** @description an id: a positive 64-bit integer as a decimal string */
                                        id: string;
                                        username: string;
                                    };
                                    /** Format: date-time */
                                    at: string;
                                } | null;
                                /** @description pending, and approving it takes two people: a first approval is in, or the amount is above the threshold in force now */
                                secondApprovalNeeded: boolean;
                                /** @description a pending withdrawal that cannot be approved while the correction of this round waits (409 CORRECTION_PENDING); otherwise null */
                                frozenBy: {
                                    /** @description an id: a positive 64-bit integer as a decimal string */
                                    roundId: string;
                                } | null;
                            }[];
                            /** @description pass as cursor for the next (older) page; null on the last */
                            nextCursor: string | (never | null);
                        };
                    };
                };
                /** @description Bad Request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Thai, for the member */
                                message: string;
                            };
                        };
                    };
                };
                /** @description Unauthorized */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Thai, for the member */
                                message: string;
                            };
                        };
                    };
                };
                /** @description Forbidden */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Thai, for the member */
                                message: string;
                            };
                        };
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
    "/api/backoffice/withdrawals/{id}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description required: 1–100 of A–Z a–z 0–9 _ -; a repeat with the same body answers the first answer again */
                    "idempotency-key"?: string;
                };
                path: {
                    /** @description an id: a positive 64-bit integer as a decimal string */
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        reason?: string;
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
                            /** @description an id: a positive 64-bit integer as a decimal string */
                            id: string;
                            /** @description baht, at most 2 decimals */
                            amount: number;
                            /** @enum {string} */
                            status: "pending" | "approved" | "rejected";
                            /** @description the member's registered bank account as of the request; paid out only there */
                            bank: {
                                code: string;
                                /** @description to the member: masked but for its last 4 digits; to handlers: in full */
                                accountNo: string;
                                accountName: string;
                            };
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            decidedAt: string | null;
                            reason: string | null;
                            member: {
                                /** @description an id: a positive 64-bit integer as a decimal string */
                                id: string;
                                username: string;
                            };
                            /** @description the first of two approvals, while the request waits for its second (or was rejected or paid after it); null: none */
                            firstApproval: {
                                by: {
                                    /** @description an id: a positive 64-bit integer as a decimal string */
                                    id: string;
                                    username: string;
                                };
                                /** Format: date-time */
                                at: string;
                            } | null;
                            /** @description pending, and approving it takes two people: a first approval is in, or the amount is above the threshold in force now */
                            secondApprovalNeeded: boolean;
                            /** @description a pending withdrawal that cannot be approved while the correction of this round waits (409 CORRECTION_PENDING); otherwise null */
                            frozenBy: {
                                /** @description an id: a positive 64-bit integer as a decimal string */
                                roundId: string;
                            } | null;
                        };
                    };
                };
                /** @description Bad Request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Thai, for the member */
                                message: string;
                            };
                        };
                    };
                };
                /** @description Unauthorized */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Thai, for the member */
                                message: string;
                            };
                        };
                    };
                };
                /** @description Forbidden */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Thai, for the member */
                                message: string;
                            };
                        };
                    };
                };
                /** @description Not Found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Thai, for the member */
                                message: string;
                            };
                        };
                    };
                };
                /** @description Conflict */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Thai, for the member */
                                message: string;
                            };
                        };
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
    "/api/backoffice/withdrawals/{id}/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description required: 1–100 of A–Z a–z 0–9 _ -; a repeat with the same body answers the first answer again */
                    "idempotency-key"?: string;
                };
                path: {
                    /** @description an id: a positive 64-bit integer as a decimal string */
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        reason?: string;
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
                            /** @description an id: a positive 64-bit integer as a decimal string */
                            id: string;
                            /** @description baht, at most 2 decimals */
                            amount: number;
                            /** @enum {string} */
                            status: "pending" | "approved" | "rejected";
                            /** @description the member's registered bank account as of the request; paid out only there */
                            bank: {
                                code: string;
                                /** @description to the member: masked but for its last 4 digits; to handlers: in full */
                                accountNo: string;
                                accountName: string;
                            };
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            decidedAt: string | null;
                            reason: string | null;
                            member: {
                                /** @description an id: a positive 64-bit integer as a decimal string */
                                id: string;
                                username: string;
                            };
                            /** @description the first of two approvals, while the request waits for its second (or was rejected or paid after it); null: none */
                            firstApproval: {
                                by: {
                                    /** @description an id: a positive 64-bit integer as a decimal string */
                                    id: string;
                                    username: string;
                                };
                                /** Format: date-time */
                                at: string;
                            } | null;
                            /** @description pending, and approving it takes two people: a first approval is in, or the amount is above the threshold in force now */
                            secondApprovalNeeded: boolean;
                            /** @description a pending withdrawal that cannot be approved while the correction of this round waits (409 CORRECTION_PENDING); otherwise null */
                            frozenBy: {
                                /** @description an id: a positive 64-bit integer as a decimal string */
                                roundId: string;
                            } | null;
                        };
                    };
                };
                /** @description Bad Request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Thai, for the member */
                                message: string;
                            };
                        };
                    };
                };
                /** @description Unauthorized */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Thai, for the member */
                                message: string;
                            };
                        };
                    };
                };
                /** @description Forbidden */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Thai, for the member */
                                message: string;
                            };
                        };
                    };
                };
                /** @description Not Found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Thai, for the member */
                                message: string;
                            };
                        };
                    };
                };
                /** @description Conflict */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Thai, for the member */
                                message: string;
                            };
                        };
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
    "/api/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
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
                            /** @enum {string} */
                            status: "ok";
                            /** @enum {string} */
                            database: "postgresql" | "pglite";
                            /** @description number of applied migrations */
                            migrations: number;
                        };
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
    "/api/health/live": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Liveness: the process answers */
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
                            /** @enum {string} */
                            status: "ok";
                        };
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
    "/api/health/ready": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Readiness: the database answers and every migration is applied (503 otherwise, and while shutting down) */
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
                            /** @enum {string} */
                            status: "ok";
                            /** @description what keeps the API from serving: 'database' (it does not answer) or 'migration <file>' for each one not applied */
                            missing: string[];
                        };
                    };
                };
                /** @description Service Unavailable */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Thai, for the member */
                                message: string;
                            };
                            /** @description what keeps the API from serving: 'database' (it does not answer) or 'migration <file>' for each one not applied */
                            missing: string[];
                        };
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
    "/api/jwt/register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
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
                        username: string;
                        /** @description at least 8 characters, letters and digits */
                        password: string;
                        phone: string;
                        /** @description e.g. KBANK, SCB, BBL, KTB */
                        bankCode: string;
                        bankAccountNo: string;
                        bankAccountName: string;
                        /** @description must be true: the member declares being 20 or older */
                        acceptAge20: boolean;
                    };
                };
            };
            responses: {
                /** @description Created */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            status: true;
                            /** @description access token (JWT, 15 minutes) */
                            token: string;
                            /** @description single-use; each refresh returns the next one */
                            refreshToken: string;
                            userData: {
                                userID: number;
                                username: string;
                                /** @enum {string} */
                                role: "member" | "seamless" | "agseamless" | "master" | "agadmin" | "agline" | "admin" | "user" | "AGgroup" | "client";
                                /** @enum {string} */
                                usertype: "member" | "agent" | "staff";
                                /** @enum {string} */
                                currency: "THB";
                                /** @description number of logins; a newer login ends older sessions */
                                count_login: number;
                                /** @description where to send the user on a forced logout */
                                site: string;
                                /** @description CASL rules: the role's, or a self-excluded member's (read Account and read Auth only) */
                                ability: {
                                    /** @enum {string} */
                                    action: "read" | "manage";
                                    subject: string;
                                }[];
                                /**
                                 * Format: date-time
                                 * @description when the member's self-exclusion ends; null: none in force. Until then the session is restricted to the member's own history, slips, win/lose, withdrawals and password
                                 */
                                selfExcludedUntil: string | null;
                                extras: {
                                    eCommerceCartItemsCount: number;
                                };
                            };
                            /** @description per-session token for GET /seamless/wallet/show */
                            UserToken: string;
                        };
                    };
                };
                /** @description Bad Request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Thai, for the member */
                                message: string;
                            };
                        };
                    };
                };
                /** @description Conflict */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Thai, for the member */
                                message: string;
                            };
                        };
                    };
                };
                /** @description Too Many Requests */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Thai, for the member */
                                message: string;
                            };
                        };
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
    "/api/lotto/catalog": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
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
                            heads: {
                                code: string;
                                name: string;
                                subHeads: {
                                    code: string;
                                    name: string;
                                    lottos: {
                                        code: string;
                                        name: string;
                                        /**
                                         * @description government: first prize, two front-3, two back-3, bottom 2; standard: top 3, bottom 2
                                         * @enum {string}
                                         */
                                        resultKind: "government" | "standard";
                                        /**
                                         * @description house_rng: drawn by the house when the round closes
                                         * @enum {string}
                                         */
                                        resultSource: "operator" | "house_rng";
                                        /** @description the bet types offered */
                                        betTypes: {
                                            /** @enum {string} */
                                            code: "3top" | "3tod" | "3front" | "3back" | "2top" | "2bottom" | "runtop" | "runbottom";
                                            /** @description Thai, e.g. 3 ตัวบน */
                                            name: string;
                                            /** @description pays × this on the stake, e.g. 900 or 3.2 */
                                            rate: number;
                                            /** @description least stake per number, baht */
                                            min: number;
                                            /** @description most stake per number (a member's total in the round), baht */
                                            max: number;
                                            /** @description percent off the stake the member is charged */
                                            discount: number;
                                        }[];
                                    }[];
                                }[];
                            }[];
                        };
                    };
                };
                /** @description Unauthorized */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Thai, for the member */
                                message: string;
                            };
                        };
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
    "/api/lotto/number-sets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The member's เลขชุด (saved sets of numbers), newest first, and the limits on them */
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
                            /** @description newest first */
                            sets: {
                                /** @description an id: a positive 64-bit integer as a decimal string */
                                id: string;
                                name: string;
                                items: {
                                    /** @enum {string} */
                                    type: "3top" | "3tod" | "3front" | "3back" | "2top" | "2bottom" | "runtop" | "runbottom";
                                    /** @description digits; as many as the bet type takes */
                                    number: string;
                                    /** @description the stake, baht */
                                    amount: number;
                                }[];
                                /** Format: date-time */
                                createdAt: string;
                                /** Format: date-time */
                                updatedAt: string;
                            }[];
                            limits: {
                                /** @description the longest name, characters */
                                nameMaxLength: number;
                                /** @description the most items in one set */
                                maxItems: number;
                                /** @description the most sets a member keeps */
                                maxSets: number;
                            };
                        };
                    };
                };
                /** @description Unauthorized */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Thai, for the member */
                                message: string;
                            };
                        };
                    };
                };
                /** @description Forbidden */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Thai, for the member */
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        /**
         * Save a เลขชุด: a name and its items (bet type, number, stake)
         * @description Refused with 400 when the name is empty or longer than the setting allows, an item is not a number its type takes, a stake is not baht with at most 2 decimals, or there are more items than a set may hold; 409 when the member already has a set of that name or the most sets allowed.
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
                    "application/json": {
                        /** @description the name the member gave it (trimmed; the `number_sets` setting bounds its length) */
                        name: string;
                        items: {
                            /** @enum {string} */
                            type: "3top" | "3tod" | "3front" | "3back" | "2top" | "2bottom" | "runtop" | "runbottom";
                            /** @description digits; as many as the bet type takes */
                            number: string;
                            /** @description the stake, baht, at most 2 decimals */
                            amount: number;
                        }[];
                    };
                };
            };
            responses: {
                /** @description Created */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description an id: a positive 64-bit integer as a decimal string */
                            id: string;
                            name: string;
                            items: {
                                /** @enum {string} */
                                type: "3top" | "3tod" | "3front" | "3back" | "2top" | "2bottom" | "runtop" | "runbottom";
                                /** @description digits; as many as the bet type takes */
                                number: string;
                                /** @description the stake, baht */
                                amount: number;
                            }[];
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            updatedAt: string;
                        };
                    };
                };
                /** @description Bad Request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Thai, for the member */
                                message: string;
                            };
                        };
                    };
                };
                /** @description Unauthorized */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Thai, for the member */
                                message: string;
                            };
                        };
                    };
                };
                /** @description Forbidden */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Thai, for the member */
                                message: string;
                            };
                        };
                    };
                };
                /** @description Conflict */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Thai, for the member */
                                message: string;
                            };
                        };
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
    "/api/lotto/number-sets/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Rename one of the member’s เลขชุด */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description an id: a positive 64-bit integer as a decimal string */
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description the name the member gave it (trimmed; the `number_sets` setting bounds its length) */
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
                        "application/json": {
                            /** @description an id: a positive 64-bit integer as a decimal string */
                            id: string;
                            name: string;
                            items: {
                                /** @enum {string} */
                                type: "3top" | "3tod" | "3front" | "3back" | "2top" | "2bottom" | "runtop" | "runbottom";
                                /** @description digits; as many as the bet type takes */
                                number: string;
                                /** @description the stake, baht */
                                amount: number;
                            }[];
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            updatedAt: string;
                        };
                    };
                };
                /** @description Bad Request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Thai, for the member */
                                message: string;
                            };
                        };
                    };
                };
                /** @description Unauthorized */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Thai, for the member */
                                message: string;
                            };
                        };
                    };
                };
                /** @description Forbidden */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Thai, for the member */
                                message: string;
                            };
                        };
                    };
                };
                /** @description Not Found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Thai, for the member */
                                message: string;
                            };
                        };
                    };
                };
                /** @description Conflict */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Thai, for the member */
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        post?: never;
        /** Delete one of the member’s เลขชุด */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description an id: a positive 64-bit integer as a decimal string */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description deleted */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Bad Request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Thai, for the member */
                                message: string;
                            };
                        };
                    };
                };
                /** @description Unauthorized */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Thai, for the member */
                                message: string;
                            };
                        };
                    };
                };
                /** @description Forbidden */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Thai, for the member */
                                message: string;
                            };
                        };
                    };
                };
                /** @description Not Found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Thai, for the member */
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/lotto/results": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    /** @description the draw date (YYYY-MM-DD, Asia/Bangkok); default today */
                    date?: string;
                    /** @description a lottery code */
                    lotto?: string;
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
                        "application/json": {
                            /** @description YYYY-MM-DD, Asia/Bangkok */
                            date: string;
                            results: {
                                /** @description an id: a positive 64-bit integer as a decimal string */
                                roundId: string;
                                lottoCode: string;
                                lottoName: string;
                                lottoHead: string;
                                lottoSubHead: string;
                                /** @description YYYY-MM-DD, Asia/Bangkok */
                                closeDate: string;
                                /** Format: date-time */
                                closesAt: string;
                                /** @description government lottery only (top 3 = its last three digits) */
                                firstPrize: string | null;
                                /** @description government lottery only */
                                front3: string[] | null;
                                /** @description government lottery only */
                                back3: string[] | null;
                                top3: string;
                                bottom2: string;
                                /** @enum {string} */
                                source: "operator" | "house_rng";
                                /** @description 1, plus one for each correction */
                                version: number;
                                /** Format: date-time */
                                enteredAt: string;
                            }[];
                        };
                    };
                };
                /** @description Bad Request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Thai, for the member */
                                message: string;
                            };
                        };
                    };
                };
                /** @description Unauthorized */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Thai, for the member */
                                message: string;
                            };
                        };
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
    "/api/lotto/rounds": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    /** @description by the server's clock */
                    status?: "upcoming" | "open" | "closed" | "resulted" | "cancelled";
                    /** @description a lottery's code */
                    lotto?: string;
                    /** @description a draw date (closeDate), YYYY-MM-DD */
                    date?: string;
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
                        "application/json": {
                            /** Format: date-time */
                            serverTime: string;
                            /** @description in catalog order (head, sub-head, lottery) then by close. Without date: rounds closed in the last 24 hours, open, or opening within 24 hours; without status: those open or opening (with date: all of that day) */
                            rounds: {
                                /** @description an id: a positive 64-bit integer as a decimal string */
                                id: string;
                                lottoCode: string;
                                lottoName: string;
                                /** @description the head (group) name, e.g. หวยไทย */
                                lottoHead: string;
                                /** @description the sub-head name, e.g. รัฐบาล */
                                lottoSubHead: string;
                                /**
                                 * Format: date
                                 * @description the draw date, YYYY-MM-DD in Asia/Bangkok
                                 */
                                closeDate: string;
                                /** Format: date-time */
                                opensAt: string;
                                /** Format: date-time */
                                closesAt: string;
                                /**
                                 * @description by the server's clock
                                 * @enum {string}
                                 */
                                status: "upcoming" | "open" | "closed" | "resulted" | "cancelled";
                                /** @description whole seconds until bets close; 0 once closed */
                                secondsToClose: number;
                            }[];
                        };
                    };
                };
                /** @description Bad Request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Thai, for the member */
                                message: string;
                            };
                        };
                    };
                };
                /** @description Unauthorized */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Thai, for the member */
                                message: string;
                            };
                        };
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
    "/api/lotto/rounds/{roundId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description an id: a positive 64-bit integer as a decimal string */
                    roundId: string;
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
                            /** @description an id: a positive 64-bit integer as a decimal string */
                            id: string;
                            lottoCode: string;
                            lottoName: string;
                            /** @description the head (group) name, e.g. หวยไทย */
                            lottoHead: string;
                            /** @description the sub-head name, e.g. รัฐบาล */
                            lottoSubHead: string;
                            /**
                             * Format: date
                             * @description the draw date, YYYY-MM-DD in Asia/Bangkok
                             */
                            closeDate: string;
                            /** Format: date-time */
                            opensAt: string;
                            /** Format: date-time */
                            closesAt: string;
                            /**
                             * @description by the server's clock
                             * @enum {string}
                             */
                            status: "upcoming" | "open" | "closed" | "resulted" | "cancelled";
                            /** @description whole seconds until bets close; 0 once closed */
                            secondsToClose: number;
                            /** @description the bet types offered, in the usual order */
                            betTypes: {
                                /** @enum {string} */
                                code: "3top" | "3tod" | "3front" | "3back" | "2top" | "2bottom" | "runtop" | "runbottom";
                                /** @description Thai, e.g. 3 ตัวบน */
                                name: string;
                                /** @description pays × this on the stake, e.g. 900 or 3.2 */
                                rate: number;
                                /** @description least stake per number, baht */
                                min: number;
                                /** @description most stake per number (a member's total in the round), baht */
                                max: number;
                                /** @description percent off the stake the member is charged */
                                discount: number;
                            }[];
                            limits: {
                                /** @enum {string} */
                                type: "3top" | "3tod" | "3front" | "3back" | "2top" | "2bottom" | "runtop" | "runbottom";
                                number: string;
                                /**
                                 * @description closed: refused; reduced: pays value % of the rate; cap: value baht across all members
                                 * @enum {string}
                                 */
                                kind: "closed" | "reduced" | "cap";
                                /** @description reduced: percent; cap: baht; closed: null */
                                value: number | null;
                                /** @description cap only (absent on the other kinds): baht still open — the cap less the round's pending stake on the number, never below 0 */
                                remaining?: number;
                            }[];
                            /** Format: date-time */
                            serverTime: string;
                        };
                    };
                };
                /** @description Bad Request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Thai, for the member */
                                message: string;
                            };
                        };
                    };
                };
                /** @description Unauthorized */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Thai, for the member */
                                message: string;
                            };
                        };
                    };
                };
                /** @description Not Found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Thai, for the member */
                                message: string;
                            };
                        };
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
    "/api/lotto/slips": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The member's slips, newest first */
        get: {
            parameters: {
                query?: {
                    /** @description nextCursor of the previous page */
                    cursor?: string;
                    /** @description 1–100, default 20 */
                    limit?: string;
                    /** @description an id: a positive 64-bit integer as a decimal string */
                    roundId?: string;
                    status?: "pending" | "settled" | "cancelled";
                    /** @description YYYY-MM-DD, a Bangkok calendar day */
                    from?: string;
                    /** @description YYYY-MM-DD, a Bangkok calendar day */
                    to?: string;
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
                        "application/json": {
                            items: {
                                /** @description an id: a positive 64-bit integer as a decimal string */
                                id: string;
                                /** @description an id: a positive 64-bit integer as a decimal string */
                                roundId: string;
                                lottoName: string;
                                /**
                                 * Format: date
                                 * @description the draw date (Bangkok)
                                 */
                                closeDate: string;
                                /** @enum {string} */
                                status: "pending" | "settled" | "cancelled";
                                /** Format: date-time */
                                createdAt: string;
                                /** Format: date-time */
                                cancelledAt: string | null;
                                /**
                                 * Format: date-time
                                 * @description while the member may still cancel it: until this instant; otherwise null
                                 */
                                cancelUntil: string | null;
                                /** @description the items’ amounts added up */
                                stake: number;
                                /** @description baht, at most 2 decimals */
                                discount: number;
                                /** @description what the wallet paid: stake − discount */
                                charged: number;
                                /** @description the most the slip can pay on any one result (each part of the result at its best value), not the items’ wins added up; 0 when cancelled */
                                potentialWin: number;
                                /** @description paid so far on winning items */
                                payout: number;
                                note: string | null;
                                itemCount: number;
                            }[];
                            /** @description pass as cursor for the next (older) page; null on the last */
                            nextCursor: string | (never | null);
                        };
                    };
                };
                /** @description Bad Request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Thai, for the member */
                                message: string;
                            };
                        };
                    };
                };
                /** @description Unauthorized */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Thai, for the member */
                                message: string;
                            };
                        };
                    };
                };
                /** @description Forbidden */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Thai, for the member */
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        /** Place a slip: every item, or none, charged to the wallet */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description required: 1–100 of A–Z a–z 0–9 _ -; a repeat with the same body answers the first answer again */
                    "idempotency-key"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description an id: a positive 64-bit integer as a decimal string */
                        roundId: string;
                        items: {
                            /** @enum {string} */
                            type: "3top" | "3tod" | "3front" | "3back" | "2top" | "2bottom" | "runtop" | "runbottom";
                            /** @description digits; as many as the bet type takes */
                            number: string;
                            /** @description the stake, baht, at most 2 decimals */
                            amount: number;
                        }[];
                        note?: string;
                    };
                };
            };
            responses: {
                /** @description Created */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description an id: a positive 64-bit integer as a decimal string */
                            id: string;
                            /** @description an id: a positive 64-bit integer as a decimal string */
                            roundId: string;
                            lottoName: string;
                            /**
                             * Format: date
                             * @description the draw date (Bangkok)
                             */
                            closeDate: string;
                            /** @enum {string} */
                            status: "pending" | "settled" | "cancelled";
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            cancelledAt: string | null;
                            /**
                             * Format: date-time
                             * @description while the member may still cancel it: until this instant; otherwise null
                             */
                            cancelUntil: string | null;
                            /** @description the items’ amounts added up */
                            stake: number;
                            /** @description baht, at most 2 decimals */
                            discount: number;
                            /** @description what the wallet paid: stake − discount */
                            charged: number;
                            /** @description the most the slip can pay on any one result (each part of the result at its best value), not the items’ wins added up; 0 when cancelled */
                            potentialWin: number;
                            /** @description paid so far on winning items */
                            payout: number;
                            note: string | null;
                            items: {
                                /** @description an id: a positive 64-bit integer as a decimal string */
                                id: string;
                                /** @enum {string} */
                                type: "3top" | "3tod" | "3front" | "3back" | "2top" | "2bottom" | "runtop" | "runbottom";
                                number: string;
                                /** @description the stake, baht */
                                amount: number;
                                /** @description pays × this on the stake, locked when placed (e.g. 900 or 3.2) */
                                rate: number;
                                /** @description percent of the rate paid: 100, or a reduced number’s */
                                payPercent: number;
                                /** @description off the stake */
                                discount: number;
                                /** @description amount − discount */
                                charged: number;
                                /** @description paid if it wins: amount × rate × payPercent % */
                                winAmount: number;
                                /** @enum {string} */
                                status: "pending" | "won" | "lost" | "cancelled";
                                /** @description baht, at most 2 decimals */
                                payout: number;
                            }[];
                        };
                    };
                };
                /** @description Bad Request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Thai, for the member */
                                message: string;
                            };
                        };
                    };
                };
                /** @description Unauthorized */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Thai, for the member */
                                message: string;
                            };
                        };
                    };
                };
                /** @description Forbidden */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Thai, for the member */
                                message: string;
                            };
                        };
                    };
                };
                /** @description Not Found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Thai, for the member */
                                message: string;
                            };
                        };
                    };
                };
                /** @description Conflict */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Thai, for the member */
                                message: string;
                            };
                        };
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
    "/api/lotto/slips/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One of the member’s slips with every item’s outcome */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description an id: a positive 64-bit integer as a decimal string */
                    id: string;
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
                            /** @description an id: a positive 64-bit integer as a decimal string */
                            id: string;
                            /** @description an id: a positive 64-bit integer as a decimal string */
                            roundId: string;
                            lottoName: string;
                            /**
                             * Format: date
                             * @description the draw date (Bangkok)
                             */
                            closeDate: string;
                            /** @enum {string} */
                            status: "pending" | "settled" | "cancelled";
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            cancelledAt: string | null;
                            /**
                             * Format: date-time
                             * @description while the member may still cancel it: until this instant; otherwise null
                             */
                            cancelUntil: string | null;
                            /** @description the items’ amounts added up */
                            stake: number;
                            /** @description baht, at most 2 decimals */
                            discount: number;
                            /** @description what the wallet paid: stake − discount */
                            charged: number;
                            /** @description the most the slip can pay on any one result (each part of the result at its best value), not the items’ wins added up; 0 when cancelled */
                            potentialWin: number;
                            /** @description paid so far on winning items */
                            payout: number;
                            note: string | null;
                            items: {
                                /** @description an id: a positive 64-bit integer as a decimal string */
                                id: string;
                                /** @enum {string} */
                                type: "3top" | "3tod" | "3front" | "3back" | "2top" | "2bottom" | "runtop" | "runbottom";
                                number: string;
                                /** @description the stake, baht */
                                amount: number;
                                /** @description pays × this on the stake, locked when placed (e.g. 900 or 3.2) */
                                rate: number;
                                /** @description percent of the rate paid: 100, or a reduced number’s */
                                payPercent: number;
                                /** @description off the stake */
                                discount: number;
                                /** @description amount − discount */
                                charged: number;
                                /** @description paid if it wins: amount × rate × payPercent % */
                                winAmount: number;
                                /** @enum {string} */
                                status: "pending" | "won" | "lost" | "cancelled";
                                /** @description baht, at most 2 decimals */
                                payout: number;
                            }[];
                        };
                    };
                };
                /** @description Bad Request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Thai, for the member */
                                message: string;
                            };
                        };
                    };
                };
                /** @description Unauthorized */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Thai, for the member */
                                message: string;
                            };
                        };
                    };
                };
                /** @description Forbidden */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Thai, for the member */
                                message: string;
                            };
                        };
                    };
                };
                /** @description Not Found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Thai, for the member */
                                message: string;
                            };
                        };
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
    "/api/lotto/slips/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel a pending slip within the cancel window; refunds what it charged
         * @description Refused with 403 SELF_EXCLUDED while the member is self-excluded.
         */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description required: 1–100 of A–Z a–z 0–9 _ -; a repeat with the same body answers the first answer again */
                    "idempotency-key"?: string;
                };
                path: {
                    /** @description an id: a positive 64-bit integer as a decimal string */
                    id: string;
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
                            /** @description an id: a positive 64-bit integer as a decimal string */
                            id: string;
                            /** @description an id: a positive 64-bit integer as a decimal string */
                            roundId: string;
                            lottoName: string;
                            /**
                             * Format: date
                             * @description the draw date (Bangkok)
                             */
                            closeDate: string;
                            /** @enum {string} */
                            status: "pending" | "settled" | "cancelled";
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            cancelledAt: string | null;
                            /**
                             * Format: date-time
                             * @description while the member may still cancel it: until this instant; otherwise null
                             */
                            cancelUntil: string | null;
                            /** @description the items’ amounts added up */
                            stake: number;
                            /** @description baht, at most 2 decimals */
                            discount: number;
                            /** @description what the wallet paid: stake − discount */
                            charged: number;
                            /** @description the most the slip can pay on any one result (each part of the result at its best value), not the items’ wins added up; 0 when cancelled */
                            potentialWin: number;
                            /** @description paid so far on winning items */
                            payout: number;
                            note: string | null;
                            items: {
                                /** @description an id: a positive 64-bit integer as a decimal string */
                                id: string;
                                /** @enum {string} */
                                type: "3top" | "3tod" | "3front" | "3back" | "2top" | "2bottom" | "runtop" | "runbottom";
                                number: string;
                                /** @description the stake, baht */
                                amount: number;
                                /** @description pays × this on the stake, locked when placed (e.g. 900 or 3.2) */
                                rate: number;
                                /** @description percent of the rate paid: 100, or a reduced number’s */
                                payPercent: number;
                                /** @description off the stake */
                                discount: number;
                                /** @description amount − discount */
                                charged: number;
                                /** @description paid if it wins: amount × rate × payPercent % */
                                winAmount: number;
                                /** @enum {string} */
                                status: "pending" | "won" | "lost" | "cancelled";
                                /** @description baht, at most 2 decimals */
                                payout: number;
                            }[];
                        };
                    };
                };
                /** @description Bad Request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Thai, for the member */
                                message: string;
                            };
                        };
                    };
                };
                /** @description Unauthorized */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Thai, for the member */
                                message: string;
                            };
                        };
                    };
                };
                /** @description Forbidden */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Thai, for the member */
                                message: string;
                            };
                        };
                    };
                };
                /** @description Not Found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Thai, for the member */
                                message: string;
                            };
                        };
                    };
                };
                /** @description Conflict */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Thai, for the member */
                                message: string;
                            };
                        };
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
    "/api/lotto/winlose": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The member's win/lose per day */
        get: {
            parameters: {
                query?: {
                    /** @description first day (Asia/Bangkok); default six days before `to` */
                    from?: string;
                    /** @description last day (Asia/Bangkok); default today; at most 92 days in all */
                    to?: string;
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
                        "application/json": {
                            /** @description YYYY-MM-DD, Asia/Bangkok */
                            from: string;
                            /** @description YYYY-MM-DD, Asia/Bangkok */
                            to: string;
                            /** @description days with at least one slip (not cancelled), newest first */
                            days: {
                                /** @description YYYY-MM-DD, Asia/Bangkok */
                                date: string;
                                slips: number;
                                /** @description baht, at most 2 decimals */
                                stake: number;
                                /** @description baht, at most 2 decimals */
                                discount: number;
                                /** @description stake − discount */
                                charged: number;
                                /** @description paid by settled slips */
                                payout: number;
                                /** @description slips still waiting for their draw */
                                pendingSlips: number;
                                /** @description what the slips waiting for their draw charged (in `charged`, not in `net`) */
                                pendingCharged: number;
                                /** @description payout − (charged − pendingCharged): settled slips only; a slip waiting for its draw is no loss */
                                net: number;
                            }[];
                            totals: {
                                slips: number;
                                /** @description baht, at most 2 decimals */
                                stake: number;
                                /** @description baht, at most 2 decimals */
                                discount: number;
                                /** @description stake − discount */
                                charged: number;
                                /** @description paid by settled slips */
                                payout: number;
                                /** @description slips still waiting for their draw */
                                pendingSlips: number;
                                /** @description what the slips waiting for their draw charged (in `charged`, not in `net`) */
                                pendingCharged: number;
                                /** @description payout − (charged − pendingCharged): settled slips only; a slip waiting for its draw is no loss */
                                net: number;
                            };
                        };
                    };
                };
                /** @description Bad Request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Thai, for the member */
                                message: string;
                            };
                        };
                    };
                };
                /** @description Unauthorized */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Thai, for the member */
                                message: string;
                            };
                        };
                    };
                };
                /** @description Forbidden */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Thai, for the member */
                                message: string;
                            };
                        };
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
    "/api/payments/webhook": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Payment provider: a deposit was paid (HMAC-SHA256 signed; repeats are harmless) */
        post: {
            parameters: {
                query?: never;
                header: {
                    /** @description t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>"> */
                    "x-payment-signature": string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description an id: a positive 64-bit integer as a decimal string */
                        depositId: string;
                        /** @description baht, at most 2 decimals */
                        amount: number;
                        /** @enum {string} */
                        status: "paid";
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
                            /** @description an id: a positive 64-bit integer as a decimal string */
                            id: string;
                            /** @enum {string} */
                            status: "pending" | "approved" | "rejected";
                        };
                    };
                };
                /** @description Bad Request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Thai, for the member */
                                message: string;
                            };
                        };
                    };
                };
                /** @description Unauthorized */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Thai, for the member */
                                message: string;
                            };
                        };
                    };
                };
                /** @description Not Found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Thai, for the member */
                                message: string;
                            };
                        };
                    };
                };
                /** @description Conflict */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Thai, for the member */
                                message: string;
                            };
                        };
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
    "/api/releases/beacon": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The host's report of a remote's page load, failed load or caught error (no personal data) */
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
                        /** @enum {string} */
                        remote: "lotto" | "demo";
                        /** @description a version like 1.4.3 */
                        version: string;
                        /** @enum {string} */
                        kind: "load" | "failed" | "error";
                    };
                };
            };
            responses: {
                /** @description No Content */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Bad Request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Thai, for the member */
                                message: string;
                            };
                        };
                    };
                };
                /** @description Too Many Requests */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Thai, for the member */
                                message: string;
                            };
                        };
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
    "/api/releases/served": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Which version of each remote this caller gets (the gateway answers /remotes.json with it) */
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
                            lotto?: {
                                version: string;
                                entry: string;
                                /** @enum {boolean} */
                                preview?: true;
                            };
                            demo?: {
                                version: string;
                                entry: string;
                                /** @enum {boolean} */
                                preview?: true;
                            };
                        };
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
    "/api/seamless/wallet/show": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The caller's wallet. UserToken is the one handed out by the caller's current login; any other (another member's, or one of an older session) answers 404. */
        get: {
            parameters: {
                query: {
                    /** @description from the login answer */
                    UserToken: string;
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
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            WalletData: {
                                /** @description wallet balance, baht (withdrawal holds excluded) */
                                balance: number;
                            };
                            /** @description the member's discount on stakes, percent */
                            discount: number;
                            /** @description the account's login count; differing from the stored userData.count_login means a newer login */
                            count_login: number;
                        };
                    };
                };
                /** @description Bad Request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Thai, for the member */
                                message: string;
                            };
                        };
                    };
                };
                /** @description Unauthorized */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Thai, for the member */
                                message: string;
                            };
                        };
                    };
                };
                /** @description Not Found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Thai, for the member */
                                message: string;
                            };
                        };
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
    "/api/site/config": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What the front end needs before sign-in */
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
                            /** @description the member id the menu hides home, deposit and withdraw from (null: none) */
                            menuExcludedUserId: number | null;
                            /**
                             * @description layout of the back-office and demo pages
                             * @enum {string}
                             */
                            layout: "vertical" | "horizontal";
                            /** @description play money and demo accounts (the embedded start) */
                            demoMode: boolean;
                            /** @description in demo mode, the seeded accounts the demo sign-in page offers; empty otherwise */
                            demoAccounts: {
                                username: string;
                                password: string;
                                role: string;
                            }[];
                        };
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
    "/api/wallet/deposits": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The member's deposit requests, newest first */
        get: {
            parameters: {
                query?: {
                    /** @description nextCursor of the previous page */
                    cursor?: string;
                    /** @description 1–100, default 20 */
                    limit?: string;
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
                        "application/json": {
                            items: {
                                /** @description an id: a positive 64-bit integer as a decimal string */
                                id: string;
                                /** @description baht */
                                amount: number;
                                /** @enum {string} */
                                status: "pending" | "approved" | "rejected";
                                /** Format: date-time */
                                createdAt: string;
                                /** Format: date-time */
                                decidedAt: string | null;
                                reason: string | null;
                                /** @description where to pay: scan the PromptPay QR (payload) or transfer to the bank account */
                                payment: {
                                    /** @description EMVCo payload of a PromptPay QR for the exact amount */
                                    promptpayPayload: string;
                                    promptpay: {
                                        /** @enum {string} */
                                        type: "phone" | "nationalId";
                                        value: string;
                                    };
                                    bank: {
                                        code: string;
                                        accountNo: string;
                                        accountName: string;
                                    };
                                };
                            }[];
                            /** @description pass as cursor for the next (older) page; null on the last */
                            nextCursor: string | (never | null);
                        };
                    };
                };
                /** @description Bad Request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Thai, for the member */
                                message: string;
                            };
                        };
                    };
                };
                /** @description Unauthorized */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Thai, for the member */
                                message: string;
                            };
                        };
                    };
                };
                /** @description Forbidden */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Thai, for the member */
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        /** Ask to top up; answers where to pay (in demo mode credited at once unless demoCredit is false) */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description required: 1–100 of A–Z a–z 0–9 _ -; a repeat with the same body answers the first answer again */
                    "idempotency-key"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description baht, at most 2 decimals */
                        amount: number;
                        /** @description demo mode only: true (the default there) credits the deposit at once as play money; false leaves it pending for the back office or the webhook, as in production. Outside demo mode the default is false and true is refused (400 DEMO_MODE_OFF). */
                        demoCredit?: boolean;
                    };
                };
            };
            responses: {
                /** @description Created */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description an id: a positive 64-bit integer as a decimal string */
                            id: string;
                            /** @description baht */
                            amount: number;
                            /** @enum {string} */
                            status: "pending" | "approved" | "rejected";
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            decidedAt: string | null;
                            reason: string | null;
                            /** @description where to pay: scan the PromptPay QR (payload) or transfer to the bank account */
                            payment: {
                                /** @description EMVCo payload of a PromptPay QR for the exact amount */
                                promptpayPayload: string;
                                promptpay: {
                                    /** @enum {string} */
                                    type: "phone" | "nationalId";
                                    value: string;
                                };
                                bank: {
                                    code: string;
                                    accountNo: string;
                                    accountName: string;
                                };
                            };
                        };
                    };
                };
                /** @description Bad Request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Thai, for the member */
                                message: string;
                            };
                        };
                    };
                };
                /** @description Unauthorized */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Thai, for the member */
                                message: string;
                            };
                        };
                    };
                };
                /** @description Forbidden */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Thai, for the member */
                                message: string;
                            };
                        };
                    };
                };
                /** @description Conflict */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Thai, for the member */
                                message: string;
                            };
                        };
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
    "/api/wallet/deposits/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One of the member’s deposit requests */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description an id: a positive 64-bit integer as a decimal string */
                    id: string;
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
                            /** @description an id: a positive 64-bit integer as a decimal string */
                            id: string;
                            /** @description baht */
                            amount: number;
                            /** @enum {string} */
                            status: "pending" | "approved" | "rejected";
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            decidedAt: string | null;
                            reason: string | null;
                            /** @description where to pay: scan the PromptPay QR (payload) or transfer to the bank account */
                            payment: {
                                /** @description EMVCo payload of a PromptPay QR for the exact amount */
                                promptpayPayload: string;
                                promptpay: {
                                    /** @enum {string} */
                                    type: "phone" | "nationalId";
                                    value: string;
                                };
                                bank: {
                                    code: string;
                                    accountNo: string;
                                    accountName: string;
                                };
                            };
                        };
                    };
                };
                /** @description Bad Request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Thai, for the member */
                                message: string;
                            };
                        };
                    };
                };
                /** @description Unauthorized */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Thai, for the member */
                                message: string;
                            };
                        };
                    };
                };
                /** @description Forbidden */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Thai, for the member */
                                message: string;
                            };
                        };
                    };
                };
                /** @description Not Found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Thai, for the member */
                                message: string;
                            };
                        };
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
    "/api/wallet/limits": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The member's deposit limits, what was deposited and what remains in each period */
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
                            /** @description per calendar day in Bangkok, from 00:00 */
                            day: {
                                /** @description the limit in force, baht; null: no limit */
                                amount: number | null;
                                /** @description deposits requested (pending or approved) this period, baht */
                                used: number;
                                /** @description what may still be deposited this period, baht; null: no limit */
                                remaining: number | null;
                                /** @description a higher limit (or its removal) waiting to take effect; null: none */
                                pending: {
                                    /** @description baht; null: the limit is being removed */
                                    amount: number | null;
                                    /** Format: date-time */
                                    effectiveAt: string;
                                } | null;
                            };
                            /** @description per calendar week in Bangkok, from Monday 00:00 */
                            week: {
                                /** @description the limit in force, baht; null: no limit */
                                amount: number | null;
                                /** @description deposits requested (pending or approved) this period, baht */
                                used: number;
                                /** @description what may still be deposited this period, baht; null: no limit */
                                remaining: number | null;
                                /** @description a higher limit (or its removal) waiting to take effect; null: none */
                                pending: {
                                    /** @description baht; null: the limit is being removed */
                                    amount: number | null;
                                    /** Format: date-time */
                                    effectiveAt: string;
                                } | null;
                            };
                            /** @description per calendar month in Bangkok, from the 1st 00:00 */
                            month: {
                                /** @description the limit in force, baht; null: no limit */
                                amount: number | null;
                                /** @description deposits requested (pending or approved) this period, baht */
                                used: number;
                                /** @description what may still be deposited this period, baht; null: no limit */
                                remaining: number | null;
                                /** @description a higher limit (or its removal) waiting to take effect; null: none */
                                pending: {
                                    /** @description baht; null: the limit is being removed */
                                    amount: number | null;
                                    /** Format: date-time */
                                    effectiveAt: string;
                                } | null;
                            };
                        };
                    };
                };
                /** @description Unauthorized */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Thai, for the member */
                                message: string;
                            };
                        };
                    };
                };
                /** @description Forbidden */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Thai, for the member */
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        /**
         * Set the deposit limits; lower ones apply at once, higher ones after 24 hours
         * @description Refused with 403 SELF_EXCLUDED while the member is self-excluded.
         */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            /** @description All three limits. Per period: unchanged → nothing; lower (or a limit where there was none) → in force at once; higher or null (removing it) → in force 24 hours later, shown as pending. A new decision withdraws an earlier pending one. A day limit may not exceed the week or month limit, nor a week limit the month limit. */
            requestBody: {
                content: {
                    "application/json": {
                        /** @description deposit limit per calendar day in Bangkok, from 00:00: baht (at most 2 decimals), or null for no limit */
                        day: number | null;
                        /** @description deposit limit per calendar week in Bangkok, from Monday 00:00: baht (at most 2 decimals), or null for no limit */
                        week: number | null;
                        /** @description deposit limit per calendar month in Bangkok, from the 1st 00:00: baht (at most 2 decimals), or null for no limit */
                        month: number | null;
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
                            /** @description per calendar day in Bangkok, from 00:00 */
                            day: {
                                /** @description the limit in force, baht; null: no limit */
                                amount: number | null;
                                /** @description deposits requested (pending or approved) this period, baht */
                                used: number;
                                /** @description what may still be deposited this period, baht; null: no limit */
                                remaining: number | null;
                                /** @description a higher limit (or its removal) waiting to take effect; null: none */
                                pending: {
                                    /** @description baht; null: the limit is being removed */
                                    amount: number | null;
                                    /** Format: date-time */
                                    effectiveAt: string;
                                } | null;
                            };
                            /** @description per calendar week in Bangkok, from Monday 00:00 */
                            week: {
                                /** @description the limit in force, baht; null: no limit */
                                amount: number | null;
                                /** @description deposits requested (pending or approved) this period, baht */
                                used: number;
                                /** @description what may still be deposited this period, baht; null: no limit */
                                remaining: number | null;
                                /** @description a higher limit (or its removal) waiting to take effect; null: none */
                                pending: {
                                    /** @description baht; null: the limit is being removed */
                                    amount: number | null;
                                    /** Format: date-time */
                                    effectiveAt: string;
                                } | null;
                            };
                            /** @description per calendar month in Bangkok, from the 1st 00:00 */
                            month: {
                                /** @description the limit in force, baht; null: no limit */
                                amount: number | null;
                                /** @description deposits requested (pending or approved) this period, baht */
                                used: number;
                                /** @description what may still be deposited this period, baht; null: no limit */
                                remaining: number | null;
                                /** @description a higher limit (or its removal) waiting to take effect; null: none */
                                pending: {
                                    /** @description baht; null: the limit is being removed */
                                    amount: number | null;
                                    /** Format: date-time */
                                    effectiveAt: string;
                                } | null;
                            };
                        };
                    };
                };
                /** @description Bad Request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Thai, for the member */
                                message: string;
                            };
                        };
                    };
                };
                /** @description Unauthorized */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Thai, for the member */
                                message: string;
                            };
                        };
                    };
                };
                /** @description Forbidden */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Thai, for the member */
                                message: string;
                            };
                        };
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
    "/api/wallet/payment-terms": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Bounds per deposit and withdrawal, the registered bank account (masked) and demo mode */
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
                            /** @description deposits are play money: credited at once unless the request asks otherwise (demoCredit: false) */
                            demoMode: boolean;
                            /** @description the smallest and largest deposit one request may name */
                            deposit: {
                                /** @description baht, at most 2 decimals; smaller requests are refused (AMOUNT_BELOW_MINIMUM) */
                                min: number;
                                /** @description baht, at most 2 decimals; larger requests are refused (AMOUNT_ABOVE_MAXIMUM) */
                                max: number;
                            };
                            /** @description the smallest and largest withdrawal one request may name */
                            withdrawal: {
                                /** @description baht, at most 2 decimals; smaller requests are refused (AMOUNT_BELOW_MINIMUM) */
                                min: number;
                                /** @description baht, at most 2 decimals; larger requests are refused (AMOUNT_ABOVE_MAXIMUM) */
                                max: number;
                            };
                            /** @description the member's registered bank account, where withdrawals are paid out; null: none registered */
                            bankAccount: {
                                /** @description bank code, e.g. KBANK */
                                code: string;
                                /** @description masked but for its last 4 digits */
                                accountNo: string;
                                accountName: string;
                            } | null;
                        };
                    };
                };
                /** @description Unauthorized */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Thai, for the member */
                                message: string;
                            };
                        };
                    };
                };
                /** @description Forbidden */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Thai, for the member */
                                message: string;
                            };
                        };
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
    "/api/wallet/transactions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The caller's ledger lines (wallet and withdrawal hold), newest first, a page at a time. */
        get: {
            parameters: {
                query?: {
                    /** @description nextCursor of the previous page */
                    cursor?: string;
                    /** @description 1–100, default 20 */
                    limit?: string;
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
                        "application/json": {
                            items: {
                                /** @description ledger entry id */
                                id: string;
                                /** @description an id: a positive 64-bit integer as a decimal string */
                                transferId: string;
                                /**
                                 * @description what moved the money (a code: the front end shows it in Thai)
                                 * @enum {string}
                                 */
                                kind: "deposit" | "withdrawal_hold" | "withdrawal_payout" | "withdrawal_return" | "bet" | "payout" | "refund" | "payout_correction";
                                /** @description what caused it, e.g. deposit:42 or slip:1001 */
                                reference: string;
                                /**
                                 * @description hold: money set aside for a withdrawal
                                 * @enum {string}
                                 */
                                account: "wallet" | "hold";
                                /** @description baht, signed: positive credits the account, negative debits it */
                                amount: number;
                                /** @description the balance of that account after this line, baht */
                                balanceAfter: number;
                                /** Format: date-time */
                                createdAt: string;
                            }[];
                            /** @description pass as cursor for the next (older) page; null on the last */
                            nextCursor: string | (never | null);
                        };
                    };
                };
                /** @description Bad Request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Thai, for the member */
                                message: string;
                            };
                        };
                    };
                };
                /** @description Unauthorized */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Thai, for the member */
                                message: string;
                            };
                        };
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
    "/api/wallet/withdrawals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    /** @description nextCursor of the previous page */
                    cursor?: string;
                    /** @description 1–100, default 20 */
                    limit?: string;
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
                        "application/json": {
                            items: {
                                /** @description an id: a positive 64-bit integer as a decimal string */
                                id: string;
                                /** @description baht, at most 2 decimals */
                                amount: number;
                                /** @enum {string} */
                                status: "pending" | "approved" | "rejected";
                                /** @description the member's registered bank account as of the request; paid out only there */
                                bank: {
                                    code: string;
                                    /** @description to the member: masked but for its last 4 digits; to handlers: in full */
                                    accountNo: string;
                                    accountName: string;
                                };
                                /** Format: date-time */
                                createdAt: string;
                                /** Format: date-time */
                                decidedAt: string | null;
                                reason: string | null;
                            }[];
                            /** @description pass as cursor for the next (older) page; null on the last */
                            nextCursor: string | (never | null);
                        };
                    };
                };
                /** @description Bad Request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Thai, for the member */
                                message: string;
                            };
                        };
                    };
                };
                /** @description Unauthorized */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Thai, for the member */
                                message: string;
                            };
                        };
                    };
                };
                /** @description Forbidden */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Thai, for the member */
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description required: 1–100 of A–Z a–z 0–9 _ -; a repeat with the same body answers the first answer again */
                    "idempotency-key"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description baht, at most 2 decimals */
                        amount: number;
                    };
                };
            };
            responses: {
                /** @description Created */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description an id: a positive 64-bit integer as a decimal string */
                            id: string;
                            /** @description baht, at most 2 decimals */
                            amount: number;
                            /** @enum {string} */
                            status: "pending" | "approved" | "rejected";
                            /** @description the member's registered bank account as of the request; paid out only there */
                            bank: {
                                code: string;
                                /** @description to the member: masked but for its last 4 digits; to handlers: in full */
                                accountNo: string;
                                accountName: string;
                            };
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            decidedAt: string | null;
                            reason: string | null;
                            /** @description the member's balances right after the request */
                            balance: {
                                /** @description baht, at most 2 decimals */
                                wallet: number;
                                /** @description baht, at most 2 decimals */
                                hold: number;
                            };
                        };
                    };
                };
                /** @description Bad Request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Thai, for the member */
                                message: string;
                            };
                        };
                    };
                };
                /** @description Unauthorized */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Thai, for the member */
                                message: string;
                            };
                        };
                    };
                };
                /** @description Forbidden */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Thai, for the member */
                                message: string;
                            };
                        };
                    };
                };
                /** @description Conflict */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Thai, for the member */
                                message: string;
                            };
                        };
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
    "/api/wallet/withdrawals/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description an id: a positive 64-bit integer as a decimal string */
                    id: string;
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
                            /** @description an id: a positive 64-bit integer as a decimal string */
                            id: string;
                            /** @description baht, at most 2 decimals */
                            amount: number;
                            /** @enum {string} */
                            status: "pending" | "approved" | "rejected";
                            /** @description the member's registered bank account as of the request; paid out only there */
                            bank: {
                                code: string;
                                /** @description to the member: masked but for its last 4 digits; to handlers: in full */
                                accountNo: string;
                                accountName: string;
                            };
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            decidedAt: string | null;
                            reason: string | null;
                        };
                    };
                };
                /** @description Bad Request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Thai, for the member */
                                message: string;
                            };
                        };
                    };
                };
                /** @description Unauthorized */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Thai, for the member */
                                message: string;
                            };
                        };
                    };
                };
                /** @description Forbidden */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Thai, for the member */
                                message: string;
                            };
                        };
                    };
                };
                /** @description Not Found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Thai, for the member */
                                message: string;
                            };
                        };
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
    schemas: never;
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export type operations = Record<string, never>;
