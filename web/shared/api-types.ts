/**
 * The public API as the web apps see it, generated from /openapi.json by openapi-typescript.
 * Do not edit: run `npm run web:types` after changing a route.
 */

export interface paths {
    "/auth/token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Get an access token (password, refresh_token or email_code grant)
         * @description Access tokens live one hour. Refresh tokens rotate on use; reusing one revokes its family. After 5 failed password logins in a row for one account from one address, further attempts from there answer 429 with Retry-After (30 s, doubling up to 15 minutes); a success resets. After 10 failures in a row for one account from any addresses, attempts from addresses the account has not signed in from are delayed alike (exception.account_throttled); addresses it signed in from in the last 90 days are exempt from that delay. The email_code grant logs a sender in as the customer with that e-mail, with the code `POST /auth/email-code` sent; wrong codes are throttled alike.
         */
        post: operations["postAuthToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/email-code": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * E-mail a login code to a sender
         * @description Sends a 6-digit code, valid 10 minutes and 5 tries, to the customer of that organisation with that e-mail, in the customer's language (else the request's). A new code replaces the previous one. The answer is the same whether or not the e-mail is known. More than 5 codes in a row for one e-mail from one address answer 429 with Retry-After.
         */
        post: operations["postAuthEmailCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/embed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Log a sender in with a login signed by the receiver's backend
         * @description Returns customer tokens for the organisation's customer with that external_id, created when missing. A signature is accepted once, for 5 minutes after its timestamp (1 minute ahead at most); signatures made with a rotated embed secret are refused. With template_handle, the tokens reach that template only. A nonce, signed as a fifth line, lets several logins of one user be signed in the same second.
         */
        post: operations["postAuthEmbed"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/revoke": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * End a login by revoking one of its tokens
         * @description Revokes every access and refresh token of the login the token belongs to. Possession of the token is the proof; an unknown or already revoked token answers revoked false.
         */
        post: operations["postAuthRevoke"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/password-reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * E-mail a password reset link to whoever signs in with this e-mail
         * @description Answers `{sent: true}` whether or not the e-mail is known, and sends the link (`/app/password-reset#<token>`, valid 1 hour, used once) after answering. Requests are throttled per e-mail and address: after 5, 429 with Retry-After.
         */
        post: operations["postAuthPasswordReset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/password-reset/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Set a new password with a reset link
         * @description A reset link (`/app/password-reset#<token>`) works once, for 1 hour; a newer link replaces it. Sets the password, ends every earlier login of the user (all its access and refresh tokens) and answers the tokens of a new login. A password under 8 characters is a 409 that leaves the link working.
         */
        post: operations["postAuthPasswordResetConfirm"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/members": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the organisation's members
         * @description Any member signed in as themselves; not an API key.
         */
        get: operations["getMembers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/members/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The signed-in member: who they are and their role
         * @description Any member signed in as themselves; not an API key.
         */
        get: operations["getMembersMe"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/members/invitations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Invite a person by e-mail, with a role
         * @description Owners only. E-mails a link to /app/invitation#<token>, valid 7 days and single use, where the person chooses a password. A new invitation of the same address replaces a pending one.
         */
        post: operations["postMembersInvitations"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/invitation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Accept an invitation: set a password and sign in */
        post: operations["postAuthInvitation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/members/{userId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Change a member's role
         * @description Owners only; it applies to the member’s next request. The last owner cannot be demoted (409).
         */
        put: operations["putMembersUserId"];
        post?: never;
        /**
         * Remove a member; their tokens stop working at once
         * @description Owners only. The last owner cannot be removed (409).
         */
        delete: operations["deleteMembersUserId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api-keys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List API keys (without secrets)
         * @description Owners and admins, signed in as themselves. An API key gets 403: a leaked key must not be able to leave other keys behind.
         */
        get: operations["getApiKeys"];
        put?: never;
        /**
         * Create an API key; its secret is returned once
         * @description Owners and admins, signed in as themselves. An API key gets 403: a leaked key must not be able to leave other keys behind.
         */
        post: operations["postApiKeys"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api-keys/{apiKeyId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Revoke an API key
         * @description Owners and admins, signed in as themselves. An API key gets 403: a leaked key must not be able to leave other keys behind.
         */
        delete: operations["deleteApiKeysApiKeyId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/template": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create a template */
        post: operations["postTemplate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/template/{templateHandle}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a template (every field, file_name unresolved); senders read those they may use
         * @description A customer token (sender) sees only the enabled templates it may use: `public` ones, and `restricted` ones that list the customer. Any other template answers 403. `problems` lists the references to columns the template does not have.
         */
        get: operations["getTemplateTemplateHandle"];
        /** Update a template: only the sent properties change */
        put: operations["putTemplateTemplateHandle"];
        post?: never;
        /** Delete a template with its columns and constraints */
        delete: operations["deleteTemplateTemplateHandle"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/templates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List templates, filtered and paginated; senders list those they may use
         * @description A customer token (sender) sees only the enabled templates it may use: `public` ones, and `restricted` ones that list the customer. Filters and pagination apply within them.
         */
        get: operations["getTemplates"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/template/{templateHandle}/format/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Render sample rows with the saved format, or with a format being tried */
        post: operations["postTemplateTemplateHandleFormatTest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/template/{templateHandle}/column": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add a column (402 when the plan’s columns per template are reached) */
        post: operations["postTemplateTemplateHandleColumn"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/template/{templateHandle}/columns": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every column of the template, by position; senders get those not hidden
         * @description A customer token (sender) reads the columns of the templates it may use only (403 otherwise), without those marked `hidden`.
         */
        get: operations["getTemplateTemplateHandleColumns"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/template/{templateHandle}/column/{columnId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a column; a hidden column is 404 to senders
         * @description A customer token (sender) reads the columns of the templates it may use only (403 otherwise), without those marked `hidden`.
         */
        get: operations["getTemplateTemplateHandleColumnColumnId"];
        /** Update a column: only the sent properties change; a new position reorders */
        put: operations["putTemplateTemplateHandleColumnColumnId"];
        post?: never;
        /** Delete a column; the following ones move up */
        delete: operations["deleteTemplateTemplateHandleColumnColumnId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/template/{templateHandle}/conditions/check": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Check a column’s conditions without saving: the canonical form, or the 409 a save would get
         * @description The same judgement as `conditions` in a column write: a 409 on `conditions` whose message names the place as `line L, column C (offset O)`. Stores nothing.
         */
        post: operations["postTemplateTemplateHandleConditionsCheck"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/constraint-functions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the validation functions and their arguments */
        get: operations["getConstraintFunctions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/constraint": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Attach a validation constraint to a column */
        post: operations["postConstraint"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/constraint/{constraintId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read a constraint */
        get: operations["getConstraintConstraintId"];
        /** Update a constraint; properties not sent stay untouched */
        put: operations["putConstraintConstraintId"];
        post?: never;
        /** Delete a constraint */
        delete: operations["deleteConstraintConstraintId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/template/{templateHandle}/column/{columnId}/constraints": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List a column's constraints */
        get: operations["getTemplateTemplateHandleColumnColumnIdConstraints"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/customer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create a customer */
        post: operations["postCustomer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/customer/{customerId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read a customer by UUID, external ID or e-mail */
        get: operations["getCustomerCustomerId"];
        /** Update a customer; properties not sent stay untouched */
        put: operations["putCustomerCustomerId"];
        post?: never;
        /** Delete a customer */
        delete: operations["deleteCustomerCustomerId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/customer/{customerId}/invitation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * E-mail a customer the hosted link of a template, in the customer's language
         * @description Owners and admins. The customer needs an e-mail address and may use the template; one customer is invited at most once every 5 minutes (429 with Retry-After).
         */
        post: operations["postCustomerCustomerIdInvitation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/customers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List customers */
        get: operations["getCustomers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/customer/{customerId}/token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mint an access token for a customer (UUID, external ID or e-mail) */
        post: operations["postCustomerCustomerIdToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/template/{templateHandle}/try-it": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Try a template as a sender: a token of the organisation’s trial customer for the importer
         * @description Makes the organisation's trial customer on first use (`trial: true`: not counted in the plan's CUSTOMERS, never invited) and answers a customer token bound to this template, for the importer embedded in the console. Every template is open to it, private or switched off. Its submissions are real ones, marked `trial: true`.
         */
        post: operations["postTemplateTemplateHandleTryIt"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/organisation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's organisation and its importer profile */
        get: operations["getOrganisation"];
        /**
         * Change the organisation's name, logo, brand colour, embed origins or AI matching (owner/admin)
         * @description Only the properties sent change; embed_origins replaces the whole list.
         */
        put: operations["putOrganisation"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/import-profile/{subdomain}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What the importer shows of an organisation (no token needed) */
        get: operations["getImportProfileSubdomain"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/organisation/embed-secret": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Rotate the secret that signs embedded logins
         * @description Logins signed with the previous secret are refused from now on. Owners and admins, signed in as themselves; an API key gets 403, since the secret it would read outlives the key.
         */
        post: operations["postOrganisationEmbedSecret"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/audit-log": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read the audit log, newest first
         * @description Every change to templates, columns, constraints, customers, sources, feeds, connectors, webhooks, alerts, members, API keys and the organisation, every replay and delivery retry, and every sign-in, with its actor and address. Owners and admins only; members get 403. Paged by `cursor` / `next_cursor`.
         */
        get: operations["getAuditLog"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/transformation/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The first rows of a file as an upload would read them; nothing is stored
         * @description Same fields, detection and readers as `POST /transformation`; send the text fields before `file`. A CSV, TXT, JSON or XML file may be sent in part (its first MiB): only its first rows are read. Workbooks (XLSX, ODS, XLS) are sent whole. 409 for an unknown encoding, a sheet the workbook lacks or a header row past the end; 400 for a file Ferry cannot read; 413 over the upload limit.
         */
        post: operations["postTransformationPreview"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/transformation/{transformationId}/errors": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * How many rows are in error, in all and per column (columns the caller can see)
         * @description Edited rows count as their revalidation found them.
         */
        get: operations["getTransformationTransformationIdErrors"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/transformation/{transformationId}/data/replace": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Find and replace over the whole file; changed rows are revalidated at once
         * @description Searches the cells as the data pages show them. One replace is one step `POST …/data/undo` undoes. The request waits up to 5 s for the replace: 200 with its counts when it ended; otherwise, or at once with `Prefer: respond-async`, 202 with its state, followed with `GET …/data/replace/{replace_id}`. While it runs, edits, undo, another replace and submit are refused with 409 `exception.replace_running`. 409 for an empty `find`, a column the caller cannot see, or a transformation past review; 409 `exception.cell_too_long` when it would make a cell longer than the server allows (FERRY_MAX_CELL_LENGTH, 32,768 characters by default), and `exception.replace_too_large` when it would add more than 1,000 such cells’ worth of characters to the file. A refused replace changes nothing.
         */
        post: operations["postTransformationTransformationIdDataReplace"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/transformation/{transformationId}/data/replace/{replaceId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * How far a find and replace is, and how it ended
         * @description `rows_read` of `rows_total` while the rows are searched, then `rows_stored` of `rows_changed` while the changed rows are stored; `done` with its counts, `refused` with the reason nothing changed.
         */
        get: operations["getTransformationTransformationIdDataReplaceReplaceId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/transformation/{transformationId}/data/undo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Undo the caller’s latest edit step (one `PUT …/data` or one replace)
         * @description Restores the previous cell values; 409 when the caller has nothing left to undo.
         */
        post: operations["postTransformationTransformationIdDataUndo"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/transformation/{transformationId}/mapping/values/{columnId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The distinct values of a source column, with counts and what the run would make of each
         * @description For a value map on a CHOICE, LIST_OF_VALUES or BOOLEAN column, once the columns are matched. Reads the whole source (the column the mapping gives, or `source`); lists the 1,000 most frequent values. 409 before the step matched, for another column type, or for a header the file lacks; 404 for a column the template lacks or the caller cannot see.
         */
        get: operations["getTransformationTransformationIdMappingValuesColumnId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/transformation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload a file to a template, or run a source once; its steps then run in the background
         * @description multipart/form-data: send the text fields before `file`, which is streamed as it arrives. JSON `{template_handle, source_id, connector_id?, auto_submit?}`: the source’s file is fetched (steps to_download, downloading, downloaded), then read like an upload; with `auto_submit` the run goes on by itself to processed unless rows are in error.
         */
        post: operations["postTransformation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/transformations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The organisation’s transformations, newest first, filtered (a sender’s own only)
         * @description Newest first (created_at, then transformation_id, both descending). Page with `page`/`per_page` as everywhere, or follow `next_cursor` (keyset paging: stable while new files arrive). Filters combine with AND. A customer token lists only that customer’s transformations.
         */
        get: operations["getTransformations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/transformation/{transformationId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read a transformation */
        get: operations["getTransformationTransformationId"];
        put?: never;
        post?: never;
        /** Delete a transformation and its files */
        delete: operations["deleteTransformationTransformationId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/transformation/automation/{automationId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Automation status of a transformation: step, details and file URLs */
        get: operations["getTransformationAutomationAutomationId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/transformation/{transformationId}/file/{kind}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download one file of a transformation (original, normalized, target, error report, invalid rows)
         * @description Served with the media type and the file name (Content-Disposition) of its format, as the submission’s files are: the target as the template writes it, reports as CSV, the original under the name it was uploaded with.
         */
        get: operations["getTransformationTransformationIdFileKind"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/transformation/{transformationId}/mapping": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The mapping of source headers to template columns, with the matcher’s scores */
        get: operations["getTransformationTransformationIdMapping"];
        /** Confirm or correct the mapping; the transformation then goes on to to_transform */
        put: operations["putTransformationTransformationIdMapping"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/transformation/{transformationId}/data": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Review the transformed rows with their violations, a page at a time
         * @description Edited rows show their revalidated values. Dataset rules are judged again at submission.
         */
        get: operations["getTransformationTransformationIdData"];
        /**
         * Change cells before submitting; edited rows are revalidated at once
         * @description Takes back the shape `GET …/data` answers (the pagination fields are accepted and ignored). Answers 200 with no body, as the specification documents; a client that sends `Prefer: return=representation` (RFC 7240) gets the edited rows instead, as `GET …/data` shows them, with their new violations, and `Preference-Applied: return=representation`. 400 when the body cannot be mapped; 409 for a row or column that does not exist, or a cell longer than the server allows (FERRY_MAX_CELL_LENGTH, 32,768 characters by default; code `exception.cell_too_long`), with nothing changed.
         */
        put: operations["putTransformationTransformationIdData"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/transformation/{transformationId}/submit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Submit the transformed data: the target file, reports and counters are written
         * @description Answers with the Submission at once; its files and counters are filled when the automation step reaches `processed` (poll `GET /transformation/automation/{automationId}` or `GET /submission/{submissionId}`). Submitting twice returns the same submission. 409 before the data is transformed, and while rows are in error when the template does not accept errors; when the whole-file check of the submission finds rows in error (a duplicate made by an edit), the 409 names them, the transformation goes back to `transformed` with those rows listed by `GET …/data?only_errors=true`, and the sender fixes them and submits again.
         */
        post: operations["postTransformationTransformationIdSubmit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sender/submissions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller’s submissions, newest first */
        get: operations["getSenderSubmissions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sender/submission": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The submission a download URL belongs to */
        get: operations["getSenderSubmission"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/submissions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every submission to the organisation’s templates, newest first, filtered
         * @description Newest first (created_at, then submission_id, both descending). Page with `page`/`per_page` as everywhere, or follow `next_cursor` (keyset paging: stable while new submissions arrive, and as fast deep in the list as at its start). Filters combine with AND.
         */
        get: operations["getSubmissions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/submission/{submissionId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read a submission */
        get: operations["getSubmissionSubmissionId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/submission/{submissionId}/replay": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Run a submission’s source file again, with its mapping, against the template as it is now
         * @description Answers the new automation status at once; the new transformation reads the old source file with the old mapping and value maps, against the template (columns, constraints) as it is now, and goes on by itself to a new submission, unless rows are in error and the template does not accept errors (it then waits at `transformed` for review). Both carry `replay_of`, the replayed submission’s id; that submission is left unchanged. The line credit is taken as for any submission. 409 when the source file or the template is no longer kept.
         */
        post: operations["postSubmissionSubmissionIdReplay"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/submission/{submissionId}/download": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Download the target file (the permanent `download_url`) */
        get: operations["getSubmissionSubmissionIdDownload"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/submission/{submissionId}/file/{kind}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Download one file of a submission (source, normalized, target, error report, invalid rows, push report) */
        get: operations["getSubmissionSubmissionIdFileKind"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sender/source": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create a source */
        post: operations["postSenderSource"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sender/source/{sourceId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read a source; secrets read as ********, a block the plan does not permit as null */
        get: operations["getSenderSourceSourceId"];
        /** Update a source; properties not sent stay, a block sent replaces the stored one */
        put: operations["putSenderSourceSourceId"];
        post?: never;
        /** Delete a source */
        delete: operations["deleteSenderSourceSourceId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sender/sources": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List sources: a sender's own, or all of the organisation's */
        get: operations["getSenderSources"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/feeds": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List feeds: a sender's own, or all of the organisation's */
        get: operations["getFeeds"];
        put?: never;
        /** Create a feed */
        post: operations["postFeeds"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/feed/{feedId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read a feed */
        get: operations["getFeedFeedId"];
        /** Update a feed; properties not sent stay as they are */
        put: operations["putFeedFeedId"];
        post?: never;
        /** Delete a feed; the transformations of its runs stay */
        delete: operations["deleteFeedFeedId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/feed/{feedId}/run": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Run the feed now (a paused feed too); answers the run's transformation */
        post: operations["postFeedFeedIdRun"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/feed/{feedId}/runs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The feed's runs, newest first */
        get: operations["getFeedFeedIdRuns"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/transformation/{transformationId}/connector": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Save a transformation's confirmed mapping and reading options as a connector */
        post: operations["postTransformationTransformationIdConnector"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/connectors": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List connectors, oldest first */
        get: operations["getConnectors"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/connector/{connectorId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read a connector */
        get: operations["getConnectorConnectorId"];
        /** Edit a connector; properties not sent stay, and any change moves updated_at */
        put: operations["putConnectorConnectorId"];
        post?: never;
        /** Delete a connector; runs already made keep their mapping */
        delete: operations["deleteConnectorConnectorId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/custom-extractors": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the custom extractors installed on this server, by handle */
        get: operations["getCustomExtractors"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhooks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the subscriptions, oldest first */
        get: operations["getWebhooks"];
        put?: never;
        /**
         * Subscribe a URL to events
         * @description Answers with the subscription and its `whsec_…` signing secret, shown only here. Needs the plan permission X_WEBHOOKS (402 without it).
         */
        post: operations["postWebhooks"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhooks/{webhookId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read a subscription (never its secret) */
        get: operations["getWebhooksWebhookId"];
        /**
         * Change a subscription: URL, events, templates, enabled
         * @description A property not sent keeps its value; the signing secret is kept. Deliveries still pending go to the new URL. Disabled, the subscription gets no new deliveries; those already made keep their retries. Needs the plan permission X_WEBHOOKS (402 without it).
         */
        put: operations["putWebhooksWebhookId"];
        post?: never;
        /**
         * Delete a subscription; its pending deliveries are given up
         * @description Needs the plan permission X_WEBHOOKS (402 without it).
         */
        delete: operations["deleteWebhooksWebhookId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhooks/{webhookId}/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A subscription's deliveries, newest first, each with every attempt */
        get: operations["getWebhooksWebhookIdDeliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhooks/{webhookId}/deliveries/{deliveryId}/retry": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a delivery again now, with the same webhook-id
         * @description Makes one attempt before answering (up to 15 s) and answers with the delivery, that attempt last. A success marks the delivery succeeded; a failure leaves its status and retry schedule as they were. Needs the plan permission X_WEBHOOKS (402 without it).
         */
        post: operations["postWebhooksWebhookIdDeliveriesDeliveryIdRetry"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Webhook deliveries, pushes and e-mails, newest first, each with its attempts
         * @description Keyset paged: pass the answer’s `next_cursor` as `cursor` for the next page. Recorded e-mails are those sent for the organisation’s work (customer invitations); messages carrying a secret (login codes, reset and member invitation links) are never kept.
         */
        get: operations["getDeliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/delivery/{deliveryId}/retry": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a failed delivery again through its channel
         * @description A webhook is redelivered at once with the same webhook-id (as `POST /webhooks/{id}/deliveries/{deliveryId}/retry`), a push makes one more attempt in the background from the first row not yet delivered, an e-mail is sent again as it was. 409 unless the delivery failed. Owners and admins only.
         */
        post: operations["postDeliveryDeliveryIdRetry"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/usage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The plan's limits with what is used of each, and the organisation's submissions per day
         * @description Any member of the organisation, or an API key; not a customer.
         */
        get: operations["getUsage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/alerts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the organisation's alerts, oldest first */
        get: operations["getAlerts"];
        put?: never;
        /**
         * Create an alert
         * @description Every broken rule is a 409 violation on its property. Owners and admins (and API keys); members read only (403).
         */
        post: operations["postAlerts"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/alert/{alertId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read an alert */
        get: operations["getAlertAlertId"];
        /**
         * Change an alert
         * @description A property not sent keeps its value, except that a new kind drops the feed or threshold of the old one. Owners and admins (and API keys); members read only (403).
         */
        put: operations["putAlertAlertId"];
        post?: never;
        /**
         * Delete an alert
         * @description Owners and admins (and API keys); members read only (403).
         */
        delete: operations["deleteAlertAlertId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bulk-import/values/{templateHandle}/{method}/url": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Import the value lists of the template’s LIST_OF_VALUES columns (CSV `column,value,synonyms`) from a URL
         * @description Answers at once with the import `pending`; follow it with `GET /bulk-import/{importId}` or the BULK_IMPORT_FINISHED webhook. The URL must not point to a private network (409).
         */
        post: operations["postBulkImportValuesTemplateHandleMethodUrl"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bulk-import/values/{templateHandle}/{method}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Import the value lists of the template’s LIST_OF_VALUES columns (CSV `column,value,synonyms`) from an uploaded file
         * @description Answers at once with the import `pending`; follow it with `GET /bulk-import/{importId}` or the BULK_IMPORT_FINISHED webhook. Send `filename` (optional) before `file`.
         */
        post: operations["postBulkImportValuesTemplateHandleMethod"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bulk-import/columns/{templateHandle}/{method}/url": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Import columns of the template (CSV with the column write fields as headers) from a URL
         * @description Answers at once with the import `pending`; follow it with `GET /bulk-import/{importId}` or the BULK_IMPORT_FINISHED webhook. The URL must not point to a private network (409).
         */
        post: operations["postBulkImportColumnsTemplateHandleMethodUrl"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bulk-import/columns/{templateHandle}/{method}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Import columns of the template (CSV with the column write fields as headers) from an uploaded file
         * @description Answers at once with the import `pending`; follow it with `GET /bulk-import/{importId}` or the BULK_IMPORT_FINISHED webhook. Send `filename` (optional) before `file`.
         */
        post: operations["postBulkImportColumnsTemplateHandleMethod"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bulk-import/customers/{method}/url": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Import customers (CSV with the customer write fields as headers) from a URL
         * @description Answers at once with the import `pending`; follow it with `GET /bulk-import/{importId}` or the BULK_IMPORT_FINISHED webhook. The URL must not point to a private network (409).
         */
        post: operations["postBulkImportCustomersMethodUrl"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bulk-import/customers/{method}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Import customers (CSV with the customer write fields as headers) from an uploaded file
         * @description Answers at once with the import `pending`; follow it with `GET /bulk-import/{importId}` or the BULK_IMPORT_FINISHED webhook. Send `filename` (optional) before `file`.
         */
        post: operations["postBulkImportCustomersMethod"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bulk-imports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the organisation's bulk imports, newest first */
        get: operations["getBulkImports"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bulk-import/{importId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read a bulk import: status, progress, counts and report */
        get: operations["getBulkImportImportId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bulk-import/{importId}/report": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Download the violation report (`report_url`): CSV `line,field,value,message` */
        get: operations["getBulkImportImportIdReport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bulk-import/{importId}/source": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Download the uploaded file of an import (its `source_url`) */
        get: operations["getBulkImportImportIdSource"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/healthz": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Health: the service answers and its database is reachable */
        get: operations["getHealthz"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/readyz": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Readiness: the database and the blob store both answer
         * @description For a load balancer or an orchestrator: 200 when PostgreSQL and the blob store (local folder or S3) answered within 5 seconds each, 503 naming the one that did not. A stopping instance answers 503 as well.
         */
        get: operations["getReadyz"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/metrics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Metrics in the Prometheus text format
         * @description HTTP requests and their durations and the Node runtime of the instance that answers, and the transformations running and background jobs waiting across every instance. No label names an organisation. Without FERRY_METRICS_TOKEN, only requests from the loopback of the machine that no proxy forwarded are answered; with it, the token is asked as a bearer token.
         */
        get: operations["getMetrics"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/en/hello": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Say hello */
        get: operations["getEnHello"];
        /** Say hello (PUT) */
        put: operations["putEnHello"];
        /** Say hello (POST) */
        post: operations["postEnHello"];
        /** Say hello (DELETE) */
        delete: operations["deleteEnHello"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/en/hello/{name}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Say hello to a path name */
        get: operations["getEnHelloName"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/en/hello/file-upload": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Upload a file and get its name, size, media type and SHA-256 */
        post: operations["postEnHelloFileUpload"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/en/send/{subdomain}/hello": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Say hello from a sender's point of view: the organisation behind a subdomain */
        get: operations["getEnSendSubdomainHello"];
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
        /** @description What the caller must obtain to use a feature */
        Product: {
            /** @description `permission` or `limitation` */
            requirement: ("permission" | "limitation") | null;
            permission: {
                name: string;
                description: string | null;
            } | null;
            limitation_type: string | null;
            limitation_needed_value: number | null;
            limitation_current_value: number | null;
            limitation_object: {
                name: string;
                description: string | null;
            } | null;
            is_cta: boolean | null;
        };
        Violation: {
            property_path: string;
            invalid_value: unknown;
            message: string;
        };
        ErrorPayload: {
            error: {
                /** @description Translation key, e.g. `exception.violation` */
                code: string;
                /** @description Translated message */
                message: string;
            };
            violations?: components["schemas"]["Violation"][];
        };
        ErrorEnvelope: {
            success: boolean;
            payload: components["schemas"]["ErrorPayload"];
            product: components["schemas"]["Product"] | null;
            debug: unknown[];
        };
        JsonNode: {
            /** @description Identifier, unique in the tree. */
            id: string;
            parent_id?: string | null;
            position?: number | null;
            omit_if_empty?: boolean | null;
            key?: string | null;
            /**
             * @description `object` and `array` hold children; `column` writes the column its value references (`#(x)` or `x`); `value` writes its value as is.
             * @enum {unknown}
             */
            type: "object" | "array" | "column" | "value";
            /** @description Column reference or literal, by type. */
            value?: unknown;
            children?: components["schemas"]["JsonNode"][] | null;
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    postAuthToken: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description `password`, `refresh_token` or `email_code` */
                    grant_type?: string;
                    /** @description E-mail of the user (password grant) */
                    username?: string;
                    /** @description Password (password grant) */
                    password?: string;
                    /** @description Refresh token (refresh_token grant) */
                    refresh_token?: string;
                    /** @description The receiver's subdomain (email_code grant) */
                    subdomain?: string;
                    /** @description The customer's e-mail (email_code grant) */
                    email?: string;
                    /** @description The six digits e-mailed to the customer (email_code grant) */
                    code?: string;
                    /** @description Ignored; accepted for OAuth2 clients */
                    scope?: string;
                    /** @description Ignored; accepted for OAuth2 clients */
                    client_id?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        payload: {
                            access_token: string;
                            /** @enum {string} */
                            token_type: "Bearer";
                            /** @description Seconds until the access token expires */
                            expires_in: number;
                            /** @description Single use: each refresh returns a new one */
                            refresh_token: string;
                        };
                        product: components["schemas"]["Product"] | null;
                        debug: unknown[];
                    };
                };
            };
            /** @description The request cannot be read: not JSON, a wrong type, an unknown property, a NUL character */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Refused grant: wrong credentials, a wrong, used or expired code, or an unknown, expired or reused refresh token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A property value violates a rule (exception.violation) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is larger than the route accepts */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Rate limited; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Internal error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postAuthEmailCode: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The receiver's subdomain */
                    subdomain: string;
                    /** @description The sender's e-mail, as the receiver recorded it on the customer */
                    email: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        payload: {
                            /** @enum {boolean} */
                            sent: true;
                        };
                        product: components["schemas"]["Product"] | null;
                        debug: unknown[];
                    };
                };
            };
            /** @description The request cannot be read: not JSON, a wrong type, an unknown property, a NUL character */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A property value violates a rule (exception.violation) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is larger than the route accepts */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Rate limited; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Internal error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postAuthEmbed: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The receiver's subdomain */
                    subdomain: string;
                    /** @description The receiver's own ID of the sender (the customer's external_id) */
                    external_id: string;
                    /** @description Unix time of signing in seconds (a JSON integer or its decimal text, as signed) */
                    timestamp: number | string;
                    /** @description Hex HMAC-SHA256 with the embed secret over subdomain, external_id, timestamp and template_handle (empty when absent), then the nonce when one is sent, joined with "\n" */
                    signature: string;
                    /** @description The only template the login may reach */
                    template_handle?: string | null;
                    /** @description Optional: 8 to 64 characters of [A-Za-z0-9_-], random per login, signed as a fifth line, so that one user's logins signed in the same second differ (each signature is accepted once) */
                    nonce?: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        payload: {
                            access_token: string;
                            /** @enum {string} */
                            token_type: "Bearer";
                            /** @description Seconds until the access token expires */
                            expires_in: number;
                            /** @description Single use: each refresh returns a new one */
                            refresh_token: string;
                        };
                        product: components["schemas"]["Product"] | null;
                        debug: unknown[];
                    };
                };
            };
            /** @description The request cannot be read: not JSON, a wrong type, an unknown property, a NUL character */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Refused login: the signature does not match, is too old or ahead, was already used, or names a template the customer cannot use */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A new customer would exceed the plan's CUSTOMERS limit */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A property value violates a rule (exception.violation) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is larger than the route accepts */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Rate limited; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Internal error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postAuthRevoke: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    token: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        payload: {
                            revoked: boolean;
                        };
                        product: components["schemas"]["Product"] | null;
                        debug: unknown[];
                    };
                };
            };
            /** @description The request cannot be read: not JSON, a wrong type, an unknown property, a NUL character */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A property value violates a rule (exception.violation) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is larger than the route accepts */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Rate limited; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Internal error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postAuthPasswordReset: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The e-mail the user signs in with */
                    email?: unknown;
                    /** @description Optional: only a user of this organisation is sent a link */
                    subdomain?: unknown;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        payload: {
                            /** @enum {boolean} */
                            sent: true;
                        };
                        product: components["schemas"]["Product"] | null;
                        debug: unknown[];
                    };
                };
            };
            /** @description The request cannot be read: not JSON, a wrong type, an unknown property, a NUL character */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A property value violates a rule (exception.violation) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is larger than the route accepts */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Rate limited; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Internal error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postAuthPasswordResetConfirm: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The part of the reset link after `#` (it starts with `fpr_`) */
                    token: string;
                    /** @description The new password: at least 8 characters */
                    password: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        payload: {
                            access_token: string;
                            /** @enum {string} */
                            token_type: "Bearer";
                            /** @description Seconds until the access token expires */
                            expires_in: number;
                            /** @description Single use: each refresh returns a new one */
                            refresh_token: string;
                        };
                        product: components["schemas"]["Product"] | null;
                        debug: unknown[];
                    };
                };
            };
            /** @description The request cannot be read: not JSON, a wrong type, an unknown property, a NUL character */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The link does not work: unknown or replaced (exception.reset_unknown), expired (exception.reset_expired) or already used (exception.reset_used) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A property value violates a rule (exception.violation) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is larger than the route accepts */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Rate limited; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Internal error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getMembers: {
        parameters: {
            query?: {
                /** @description Page number, from 1 */
                page?: number;
                /** @description Items per page, 1–100 */
                per_page?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        payload: {
                            total_pages: number;
                            current_page: number;
                            total_items: number;
                            items_per_page: number;
                            entries: {
                                /** Format: uuid */
                                user_id: string;
                                email: string;
                                name: string | null;
                                /** @description owner: everything; admin: all but members and API keys; member: reads, runs feeds, reviews and submits. */
                                role: "owner" | "admin" | "member";
                                /** Format: date-time */
                                created_at: string;
                                /** @description The last sign-in with a password or an invitation; null if never. */
                                last_sign_in_at: string | null;
                            }[];
                        };
                        product: components["schemas"]["Product"] | null;
                        debug: unknown[];
                    };
                };
            };
            /** @description The request cannot be read: not JSON, a wrong type, an unknown property, a NUL character */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A permission or a higher limit is needed */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Authenticated but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such resource in your organisation */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A property value violates a rule (exception.violation) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Rate limited; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Internal error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getMembersMe: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        payload: {
                            /** Format: uuid */
                            user_id: string;
                            email: string;
                            name: string | null;
                            /** @description owner: everything; admin: all but members and API keys; member: reads, runs feeds, reviews and submits. */
                            role: "owner" | "admin" | "member";
                            /** Format: date-time */
                            created_at: string;
                            /** @description The last sign-in with a password or an invitation; null if never. */
                            last_sign_in_at: string | null;
                        };
                        product: components["schemas"]["Product"] | null;
                        debug: unknown[];
                    };
                };
            };
            /** @description The request cannot be read: not JSON, a wrong type, an unknown property, a NUL character */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A permission or a higher limit is needed */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Authenticated but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such resource in your organisation */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A property value violates a rule (exception.violation) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Rate limited; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Internal error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postMembersInvitations: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The address the invitation goes to. */
                    email?: unknown;
                    /** @description `owner`, `admin` or `member`. */
                    role?: unknown;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        payload: {
                            /** Format: uuid */
                            invitation_id: string;
                            email: string;
                            /** @description owner: everything; admin: all but members and API keys; member: reads, runs feeds, reviews and submits. */
                            role: "owner" | "admin" | "member";
                            /**
                             * Format: date-time
                             * @description 7 days after the invitation.
                             */
                            expires_at: string;
                        };
                        product: components["schemas"]["Product"] | null;
                        debug: unknown[];
                    };
                };
            };
            /** @description The request cannot be read: not JSON, a wrong type, an unknown property, a NUL character */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A permission or a higher limit is needed */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Authenticated but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such resource in your organisation */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A property value violates a rule (exception.violation) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is larger than the route accepts */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Rate limited; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Internal error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postAuthInvitation: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The token after `#` in the e-mailed link. */
                    token?: unknown;
                    /** @description At least 8 characters. */
                    password?: unknown;
                    /** @description How the member is named to others; optional. */
                    name?: unknown;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        payload: {
                            access_token: string;
                            /** @enum {string} */
                            token_type: "Bearer";
                            /** @description Seconds until the access token expires */
                            expires_in: number;
                            /** @description Single use: each refresh returns a new one */
                            refresh_token: string;
                        };
                        product: components["schemas"]["Product"] | null;
                        debug: unknown[];
                    };
                };
            };
            /** @description The request cannot be read: not JSON, a wrong type, an unknown property, a NUL character */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A property value violates a rule (exception.violation) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is larger than the route accepts */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Rate limited; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Internal error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    putMembersUserId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                userId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description `owner`, `admin` or `member`. */
                    role?: unknown;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        payload: {
                            /** Format: uuid */
                            user_id: string;
                            email: string;
                            name: string | null;
                            /** @description owner: everything; admin: all but members and API keys; member: reads, runs feeds, reviews and submits. */
                            role: "owner" | "admin" | "member";
                            /** Format: date-time */
                            created_at: string;
                            /** @description The last sign-in with a password or an invitation; null if never. */
                            last_sign_in_at: string | null;
                        };
                        product: components["schemas"]["Product"] | null;
                        debug: unknown[];
                    };
                };
            };
            /** @description The request cannot be read: not JSON, a wrong type, an unknown property, a NUL character */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A permission or a higher limit is needed */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Authenticated but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such resource in your organisation */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A property value violates a rule (exception.violation) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is larger than the route accepts */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A path parameter is longer than accepted (exception.parameter_too_long) */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Rate limited; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Internal error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    deleteMembersUserId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                userId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Removed */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request cannot be read: not JSON, a wrong type, an unknown property, a NUL character */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A permission or a higher limit is needed */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Authenticated but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such resource in your organisation */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A property value violates a rule (exception.violation) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is larger than the route accepts */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A path parameter is longer than accepted (exception.parameter_too_long) */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Rate limited; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Internal error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getApiKeys: {
        parameters: {
            query?: {
                /** @description Page number, from 1 */
                page?: number;
                /** @description Items per page, 1–100 */
                per_page?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        payload: {
                            total_pages: number;
                            current_page: number;
                            total_items: number;
                            items_per_page: number;
                            entries: {
                                /** Format: uuid */
                                api_key_id: string;
                                name: string;
                                /** Format: date-time */
                                created_at: string;
                                last_used_at: string | null;
                            }[];
                        };
                        product: components["schemas"]["Product"] | null;
                        debug: unknown[];
                    };
                };
            };
            /** @description The request cannot be read: not JSON, a wrong type, an unknown property, a NUL character */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A permission or a higher limit is needed */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Authenticated but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such resource in your organisation */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A property value violates a rule (exception.violation) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Rate limited; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Internal error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postApiKeys: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description What the key is for */
                    name: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        payload: {
                            /** Format: uuid */
                            api_key_id: string;
                            name: string;
                            secret: string;
                        };
                        product: components["schemas"]["Product"] | null;
                        debug: unknown[];
                    };
                };
            };
            /** @description The request cannot be read: not JSON, a wrong type, an unknown property, a NUL character */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A permission or a higher limit is needed */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Authenticated but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such resource in your organisation */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A property value violates a rule (exception.violation) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is larger than the route accepts */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Rate limited; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Internal error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    deleteApiKeysApiKeyId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description UUID */
                apiKeyId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Revoked */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request cannot be read: not JSON, a wrong type, an unknown property, a NUL character */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A permission or a higher limit is needed */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Authenticated but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such resource in your organisation */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A property value violates a rule (exception.violation) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is larger than the route accepts */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A path parameter is longer than accepted (exception.parameter_too_long) */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Rate limited; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Internal error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postTemplate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    template_handle?: string | null;
                    is_enabled?: boolean | null;
                    name?: string | null;
                    description?: string | null;
                    picture_url?: string | null;
                    user_metadata?: {
                        /** @description Not blank, unique within the list */
                        name: string;
                        value?: string | null;
                    }[] | null;
                    item?: string | null;
                    access_type?: ("public" | "restricted" | "private") | null;
                    accept_errors?: boolean | null;
                    max_file_size?: number | null;
                    file_name?: string | null;
                    extension?: string | null;
                    export_empty_columns?: boolean | null;
                    format?: {
                        [key: string]: unknown;
                    } | null;
                    push?: {
                        url?: string | null;
                        method?: string | null;
                        /** @description Added to every request, at most 50. Values read back as `********`; sending `********` back keeps the stored value. */
                        headers?: {
                            [key: string]: string;
                        } | null;
                        mode?: string | null;
                        batch_size?: number | null;
                    } | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        payload: {
                            template_handle: string;
                            is_enabled: boolean;
                            name: string | null;
                            description: string | null;
                            picture_url: string | null;
                            user_metadata: {
                                name: string;
                                value: string | null;
                            }[];
                            item: string | null;
                            /**
                             * @description `public`: any customer of the organisation; `restricted`: customers listing the template; `private`: receiver users only. Default `public`.
                             * @enum {unknown}
                             */
                            access_type: "public" | "restricted" | "private";
                            accept_errors: boolean;
                            max_file_size: number | null;
                            /** @description Stored value, date tags unresolved. */
                            file_name: string | null;
                            extension: string | null;
                            export_empty_columns: boolean;
                            format: {
                                format?: ("csv" | "xml" | "json" | "xls" | "custom") | null;
                                csv?: {
                                    bom?: ("none" | "utf8" | "utf16_be" | "utf16_le" | "utf32_be" | "utf32_le") | null;
                                    delimiter?: ("comma" | "semi_column" | "tab" | "pipe") | null;
                                    enclosure?: ("double_quotes" | "single_quotes") | null;
                                    escape?: ("backslash" | "double_quote") | null;
                                    newline?: ("lf" | "cr" | "crlf") | null;
                                    encoding?: ("UTF-8" | "LATIN1" | "ISO-8859-1" | "UTF-16" | "UTF-32" | "macintosh") | null;
                                    header?: string | null;
                                    nb_headers?: number | null;
                                    no_empty_column?: boolean | null;
                                    escape_formulas?: boolean | null;
                                } | null;
                                xml?: {
                                    root?: string | null;
                                    line?: string | null;
                                } | null;
                                json?: {
                                    export_empty_values?: boolean | null;
                                    json_nodes?: components["schemas"]["JsonNode"][] | null;
                                } | null;
                                xls?: {
                                    sheet_name?: string | null;
                                } | null;
                                custom?: {
                                    encoding?: ("UTF-8" | "LATIN1" | "ISO-8859-1" | "UTF-16" | "UTF-32" | "macintosh") | null;
                                    header?: string | null;
                                    item?: string | null;
                                    footer?: string | null;
                                    prettify?: ("none" | "json" | "xml") | null;
                                } | null;
                            } | null;
                            push: {
                                url: string;
                                /** @enum {unknown} */
                                method: "POST" | "PUT" | "PATCH";
                                /** @description Every value masked as `********`. */
                                headers: {
                                    [key: string]: string;
                                };
                                /** @enum {unknown} */
                                mode: "file" | "json";
                                /** @description Null in `file` mode. */
                                batch_size: number | null;
                            } | null;
                            /** @description Read only. References to columns the template does not have; files are refused while any is left. Always empty for senders. */
                            problems: {
                                /** @description Where the reference stands: a column's conditions, a constraint's argument, the output format. */
                                kind: "condition_unknown_column" | "constraint_unknown_column" | "format_unknown_column";
                                /** @description The column whose conditions or constraint name the missing column. */
                                column_id?: string;
                                message: string;
                            }[];
                        };
                        product: components["schemas"]["Product"] | null;
                        debug: unknown[];
                    };
                };
            };
            /** @description The request cannot be read: not JSON, a wrong type, an unknown property, a NUL character */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A permission or a higher limit is needed */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Authenticated but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such resource in your organisation */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A property value violates a rule (exception.violation) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is larger than the route accepts */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Rate limited; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Internal error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getTemplateTemplateHandle: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Template handle */
                templateHandle: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        payload: {
                            template_handle: string;
                            is_enabled: boolean;
                            name: string | null;
                            description: string | null;
                            picture_url: string | null;
                            user_metadata: {
                                name: string;
                                value: string | null;
                            }[];
                            item: string | null;
                            /**
                             * @description `public`: any customer of the organisation; `restricted`: customers listing the template; `private`: receiver users only. Default `public`.
                             * @enum {unknown}
                             */
                            access_type: "public" | "restricted" | "private";
                            accept_errors: boolean;
                            max_file_size: number | null;
                            /** @description Stored value, date tags unresolved. */
                            file_name: string | null;
                            extension: string | null;
                            export_empty_columns: boolean;
                            format: {
                                format?: ("csv" | "xml" | "json" | "xls" | "custom") | null;
                                csv?: {
                                    bom?: ("none" | "utf8" | "utf16_be" | "utf16_le" | "utf32_be" | "utf32_le") | null;
                                    delimiter?: ("comma" | "semi_column" | "tab" | "pipe") | null;
                                    enclosure?: ("double_quotes" | "single_quotes") | null;
                                    escape?: ("backslash" | "double_quote") | null;
                                    newline?: ("lf" | "cr" | "crlf") | null;
                                    encoding?: ("UTF-8" | "LATIN1" | "ISO-8859-1" | "UTF-16" | "UTF-32" | "macintosh") | null;
                                    header?: string | null;
                                    nb_headers?: number | null;
                                    no_empty_column?: boolean | null;
                                    escape_formulas?: boolean | null;
                                } | null;
                                xml?: {
                                    root?: string | null;
                                    line?: string | null;
                                } | null;
                                json?: {
                                    export_empty_values?: boolean | null;
                                    json_nodes?: components["schemas"]["JsonNode"][] | null;
                                } | null;
                                xls?: {
                                    sheet_name?: string | null;
                                } | null;
                                custom?: {
                                    encoding?: ("UTF-8" | "LATIN1" | "ISO-8859-1" | "UTF-16" | "UTF-32" | "macintosh") | null;
                                    header?: string | null;
                                    item?: string | null;
                                    footer?: string | null;
                                    prettify?: ("none" | "json" | "xml") | null;
                                } | null;
                            } | null;
                            push: {
                                url: string;
                                /** @enum {unknown} */
                                method: "POST" | "PUT" | "PATCH";
                                /** @description Every value masked as `********`. */
                                headers: {
                                    [key: string]: string;
                                };
                                /** @enum {unknown} */
                                mode: "file" | "json";
                                /** @description Null in `file` mode. */
                                batch_size: number | null;
                            } | null;
                            /** @description Read only. References to columns the template does not have; files are refused while any is left. Always empty for senders. */
                            problems: {
                                /** @description Where the reference stands: a column's conditions, a constraint's argument, the output format. */
                                kind: "condition_unknown_column" | "constraint_unknown_column" | "format_unknown_column";
                                /** @description The column whose conditions or constraint name the missing column. */
                                column_id?: string;
                                message: string;
                            }[];
                        };
                        product: components["schemas"]["Product"] | null;
                        debug: unknown[];
                    };
                };
            };
            /** @description The request cannot be read: not JSON, a wrong type, an unknown property, a NUL character */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A permission or a higher limit is needed */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Authenticated but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such resource in your organisation */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A property value violates a rule (exception.violation) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A path parameter is longer than accepted (exception.parameter_too_long) */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Rate limited; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Internal error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    putTemplateTemplateHandle: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Template handle */
                templateHandle: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    template_handle?: string | null;
                    is_enabled?: boolean | null;
                    name?: string | null;
                    description?: string | null;
                    picture_url?: string | null;
                    user_metadata?: {
                        /** @description Not blank, unique within the list */
                        name: string;
                        value?: string | null;
                    }[] | null;
                    item?: string | null;
                    access_type?: ("public" | "restricted" | "private") | null;
                    accept_errors?: boolean | null;
                    max_file_size?: number | null;
                    file_name?: string | null;
                    extension?: string | null;
                    export_empty_columns?: boolean | null;
                    format?: {
                        [key: string]: unknown;
                    } | null;
                    push?: {
                        url?: string | null;
                        method?: string | null;
                        /** @description Added to every request, at most 50. Values read back as `********`; sending `********` back keeps the stored value. */
                        headers?: {
                            [key: string]: string;
                        } | null;
                        mode?: string | null;
                        batch_size?: number | null;
                    } | null;
                    /** @description Read only. References to columns the template does not have; files are refused while any is left. Always empty for senders. */
                    readonly problems?: {
                        /** @description Where the reference stands: a column's conditions, a constraint's argument, the output format. */
                        kind: "condition_unknown_column" | "constraint_unknown_column" | "format_unknown_column";
                        /** @description The column whose conditions or constraint name the missing column. */
                        column_id?: string;
                        message: string;
                    }[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        payload: {
                            template_handle: string;
                            is_enabled: boolean;
                            name: string | null;
                            description: string | null;
                            picture_url: string | null;
                            user_metadata: {
                                name: string;
                                value: string | null;
                            }[];
                            item: string | null;
                            /**
                             * @description `public`: any customer of the organisation; `restricted`: customers listing the template; `private`: receiver users only. Default `public`.
                             * @enum {unknown}
                             */
                            access_type: "public" | "restricted" | "private";
                            accept_errors: boolean;
                            max_file_size: number | null;
                            /** @description Stored value, date tags unresolved. */
                            file_name: string | null;
                            extension: string | null;
                            export_empty_columns: boolean;
                            format: {
                                format?: ("csv" | "xml" | "json" | "xls" | "custom") | null;
                                csv?: {
                                    bom?: ("none" | "utf8" | "utf16_be" | "utf16_le" | "utf32_be" | "utf32_le") | null;
                                    delimiter?: ("comma" | "semi_column" | "tab" | "pipe") | null;
                                    enclosure?: ("double_quotes" | "single_quotes") | null;
                                    escape?: ("backslash" | "double_quote") | null;
                                    newline?: ("lf" | "cr" | "crlf") | null;
                                    encoding?: ("UTF-8" | "LATIN1" | "ISO-8859-1" | "UTF-16" | "UTF-32" | "macintosh") | null;
                                    header?: string | null;
                                    nb_headers?: number | null;
                                    no_empty_column?: boolean | null;
                                    escape_formulas?: boolean | null;
                                } | null;
                                xml?: {
                                    root?: string | null;
                                    line?: string | null;
                                } | null;
                                json?: {
                                    export_empty_values?: boolean | null;
                                    json_nodes?: components["schemas"]["JsonNode"][] | null;
                                } | null;
                                xls?: {
                                    sheet_name?: string | null;
                                } | null;
                                custom?: {
                                    encoding?: ("UTF-8" | "LATIN1" | "ISO-8859-1" | "UTF-16" | "UTF-32" | "macintosh") | null;
                                    header?: string | null;
                                    item?: string | null;
                                    footer?: string | null;
                                    prettify?: ("none" | "json" | "xml") | null;
                                } | null;
                            } | null;
                            push: {
                                url: string;
                                /** @enum {unknown} */
                                method: "POST" | "PUT" | "PATCH";
                                /** @description Every value masked as `********`. */
                                headers: {
                                    [key: string]: string;
                                };
                                /** @enum {unknown} */
                                mode: "file" | "json";
                                /** @description Null in `file` mode. */
                                batch_size: number | null;
                            } | null;
                            /** @description Read only. References to columns the template does not have; files are refused while any is left. Always empty for senders. */
                            problems: {
                                /** @description Where the reference stands: a column's conditions, a constraint's argument, the output format. */
                                kind: "condition_unknown_column" | "constraint_unknown_column" | "format_unknown_column";
                                /** @description The column whose conditions or constraint name the missing column. */
                                column_id?: string;
                                message: string;
                            }[];
                        };
                        product: components["schemas"]["Product"] | null;
                        debug: unknown[];
                    };
                };
            };
            /** @description The request cannot be read: not JSON, a wrong type, an unknown property, a NUL character */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A permission or a higher limit is needed */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Authenticated but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such resource in your organisation */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A property value violates a rule (exception.violation) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is larger than the route accepts */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A path parameter is longer than accepted (exception.parameter_too_long) */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Rate limited; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Internal error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    deleteTemplateTemplateHandle: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Template handle */
                templateHandle: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request cannot be read: not JSON, a wrong type, an unknown property, a NUL character */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A permission or a higher limit is needed */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Authenticated but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such resource in your organisation */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A property value violates a rule (exception.violation) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is larger than the route accepts */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A path parameter is longer than accepted (exception.parameter_too_long) */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Rate limited; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Internal error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getTemplates: {
        parameters: {
            query?: {
                /** @description Page number, from 1 */
                page?: number;
                /** @description Items per page, 1–100 */
                per_page?: number;
                is_enabled?: boolean | null;
                criteria?: string | null;
                /** @description Bracket notation: `user_metadata[0][name]=x&user_metadata[0][values]=a,b`. Every entry must match. */
                user_metadata?: {
                    name: string;
                    /** @description Comma-separated values; one must match. */
                    values: string;
                }[];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        payload: {
                            total_pages: number;
                            current_page: number;
                            total_items: number;
                            items_per_page: number;
                            entries: {
                                template_handle: string;
                                is_enabled: boolean;
                                name: string | null;
                                description: string | null;
                                picture_url: string | null;
                                user_metadata: {
                                    name: string;
                                    value: string | null;
                                }[];
                                item: string | null;
                                /**
                                 * @description `public`: any customer of the organisation; `restricted`: customers listing the template; `private`: receiver users only. Default `public`.
                                 * @enum {unknown}
                                 */
                                access_type: "public" | "restricted" | "private";
                                accept_errors: boolean;
                                max_file_size: number | null;
                                /** @description Stored value, date tags unresolved. */
                                file_name: string | null;
                                extension: string | null;
                                export_empty_columns: boolean;
                                format: {
                                    format?: ("csv" | "xml" | "json" | "xls" | "custom") | null;
                                    csv?: {
                                        bom?: ("none" | "utf8" | "utf16_be" | "utf16_le" | "utf32_be" | "utf32_le") | null;
                                        delimiter?: ("comma" | "semi_column" | "tab" | "pipe") | null;
                                        enclosure?: ("double_quotes" | "single_quotes") | null;
                                        escape?: ("backslash" | "double_quote") | null;
                                        newline?: ("lf" | "cr" | "crlf") | null;
                                        encoding?: ("UTF-8" | "LATIN1" | "ISO-8859-1" | "UTF-16" | "UTF-32" | "macintosh") | null;
                                        header?: string | null;
                                        nb_headers?: number | null;
                                        no_empty_column?: boolean | null;
                                        escape_formulas?: boolean | null;
                                    } | null;
                                    xml?: {
                                        root?: string | null;
                                        line?: string | null;
                                    } | null;
                                    json?: {
                                        export_empty_values?: boolean | null;
                                        json_nodes?: components["schemas"]["JsonNode"][] | null;
                                    } | null;
                                    xls?: {
                                        sheet_name?: string | null;
                                    } | null;
                                    custom?: {
                                        encoding?: ("UTF-8" | "LATIN1" | "ISO-8859-1" | "UTF-16" | "UTF-32" | "macintosh") | null;
                                        header?: string | null;
                                        item?: string | null;
                                        footer?: string | null;
                                        prettify?: ("none" | "json" | "xml") | null;
                                    } | null;
                                } | null;
                                push: {
                                    url: string;
                                    /** @enum {unknown} */
                                    method: "POST" | "PUT" | "PATCH";
                                    /** @description Every value masked as `********`. */
                                    headers: {
                                        [key: string]: string;
                                    };
                                    /** @enum {unknown} */
                                    mode: "file" | "json";
                                    /** @description Null in `file` mode. */
                                    batch_size: number | null;
                                } | null;
                            }[];
                        };
                        product: components["schemas"]["Product"] | null;
                        debug: unknown[];
                    };
                };
            };
            /** @description The request cannot be read: not JSON, a wrong type, an unknown property, a NUL character */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A permission or a higher limit is needed */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Authenticated but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such resource in your organisation */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A property value violates a rule (exception.violation) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Rate limited; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Internal error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postTemplateTemplateHandleFormatTest: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Template handle */
                templateHandle: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Sample rows keyed by technical name, at most 100. */
                    rows: {
                        [key: string]: string | number | boolean | null;
                    }[];
                    format?: {
                        [key: string]: unknown;
                    } | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        payload: {
                            /** @description The rendered file as text; base64 for xls. */
                            output: string;
                            /** @description Format and rendering problems, in the reader's language, each a sentence starting with the property it is about; empty when all went well. */
                            errors: string[];
                            /** @description The same problems as `errors`, with where each one is. */
                            problems: {
                                /** @description What is wrong, in the reader's language. */
                                message: string;
                                /** @description The property a check is about (`format.csv.delimiter`); null for a rendering problem. */
                                property_path: string | null;
                                /** @description The custom format template the problem is in. */
                                part: "header" | "item" | "footer" | null;
                                /** @description The line of that template. */
                                line: number | null;
                            }[];
                        };
                        product: components["schemas"]["Product"] | null;
                        debug: unknown[];
                    };
                };
            };
            /** @description The request cannot be read: not JSON, a wrong type, an unknown property, a NUL character */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A permission or a higher limit is needed */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Authenticated but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such resource in your organisation */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A property value violates a rule (exception.violation) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is larger than the route accepts */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A path parameter is longer than accepted (exception.parameter_too_long) */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Rate limited; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Internal error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postTemplateTemplateHandleColumn: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Template handle */
                templateHandle: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    position?: number | null;
                    technical_name?: string | null;
                    pretty_name?: string | null;
                    description?: string | null;
                    type?: {
                        [key: string]: unknown;
                    } | null;
                    uniqueness?: boolean | null;
                    importance?: ("required" | "conditional" | "optional") | null;
                    matchable_with_ai?: boolean | null;
                    hidden?: boolean | null;
                    user_metadata?: {
                        /** @description Not blank, unique within the list */
                        name: string;
                        value?: string | null;
                    }[] | null;
                    conditions?: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        payload: {
                            /** Format: uuid */
                            column_id: string;
                            template_handle: string;
                            position: number;
                            technical_name: string;
                            pretty_name: string;
                            description: string | null;
                            /** @description Column type and its configuration object. */
                            type: {
                                /** @description The column type. */
                                type: "BOOLEAN" | "CHOICE" | "COLUMN" | "DATE" | "DATE_FORMAT" | "EMAIL" | "IMAGE" | "JSON" | "LIST_OF_VALUES" | "NUMBER" | "TEXT" | "URL" | "VALUE";
                                /** @description Configuration of a BOOLEAN column. */
                                boolean_data_type?: {
                                    /** @description Written in the target for true. Default "true". */
                                    true_value?: string | null;
                                    /** @description Written in the target for false. Default "false". */
                                    false_value?: string | null;
                                    /** @description Extra source words read as true. */
                                    true_inputs?: string[] | null;
                                    /** @description Extra source words read as false. */
                                    false_inputs?: string[] | null;
                                    /** @description An empty cell means false (checkbox columns). Default false. */
                                    empty_is_false?: boolean | null;
                                } | null;
                                /** @description Configuration of a CHOICE column. */
                                choice_data_type?: {
                                    /** @description Allowed choices; a cell matches a value, label or synonym, ignoring case and accents. Default none. */
                                    choices?: {
                                        /** @description Written in the target. */
                                        value: string;
                                        /** @description Shown to senders; also accepted as input. */
                                        label?: string | null;
                                        /** @description Other source words meaning this choice. */
                                        synonyms?: string[] | null;
                                    }[] | null;
                                    /** @description A cell may hold several choices separated by separator. Default false. */
                                    multiple?: boolean | null;
                                    /** @description Separator of several choices in a cell, in the source and in the target. Default ",". */
                                    separator?: string | null;
                                    /** @description What the target receives: the choice value (default) or its label. */
                                    output?: ("value" | "label") | null;
                                } | null;
                                /** @description Configuration of a COLUMN column. */
                                column_data_type?: {
                                    /** @description Text with source column references, e.g. "%(first_name) %(last_name)"; \% writes a percent sign. Default "". */
                                    expression?: string | null;
                                    /** @description Remove leading and trailing whitespace from the result (a blank reference leaves none). Default true. */
                                    trim?: boolean | null;
                                } | null;
                                /** @description Configuration of a DATE column. */
                                date_data_type?: {
                                    /** @description Formats the source may use, tried in order (tokens YYYY YY MMMM MMM MM M DD D HH H hh h mm ss A). Null or empty: detected. */
                                    input_formats?: string[] | null;
                                    /** @description Reading of 03/04/2024 when no value of the column has a part above 12: true (default) the 3rd of April, false March 4th. */
                                    day_first?: boolean | null;
                                    /** @description Read plain numbers from 10000 to 2958465 as Excel serial dates when detecting. Default true. */
                                    excel_serial?: boolean | null;
                                    /** @description Keep the time of day (canonical YYYY-MM-DDTHH:mm:ss, 00:00:00 when absent). Default false: times are dropped. */
                                    with_time?: boolean | null;
                                    /** @description Format written in the target. Default YYYY-MM-DD, or YYYY-MM-DD HH:mm:ss with with_time. */
                                    output_format?: string | null;
                                } | null;
                                /** @description Configuration of a DATE_FORMAT column. */
                                date_format_data_type?: {
                                    /** @description The one format every value must follow exactly (tokens YYYY YY MMMM MMM MM M DD D HH H hh h mm ss A). Default YYYY-MM-DD. */
                                    format?: string | null;
                                    /** @description Format written in the target. Default: the same as format. */
                                    output_format?: string | null;
                                } | null;
                                /** @description Configuration of a EMAIL column. */
                                email_data_type?: {
                                    /** @description Also lower-case the part before @ (the domain always is). Default false: some servers distinguish case. */
                                    lowercase_local_part?: boolean | null;
                                    /** @description The domain must end in a top-level domain (no user@localhost). Default true. */
                                    require_tld?: boolean | null;
                                } | null;
                                /** @description Configuration of a IMAGE column. */
                                image_data_type?: {
                                    /** @description Allowed schemes, lower case. Default ["http", "https"]. */
                                    schemes?: string[] | null;
                                    /** @description The host must be a domain with a top-level domain: no localhost, no IP address. Default true. */
                                    require_tld?: boolean | null;
                                    /** @description Prefix a value without scheme (www.example.com) with https:// (or the first allowed scheme). Default true. */
                                    add_missing_scheme?: boolean | null;
                                    /** @description File extensions the URL path must end with, lower case without dot. Default jpg, jpeg, png, gif, webp, svg, bmp, tif, tiff, avif, heic. */
                                    extensions?: string[] | null;
                                } | null;
                                /** @description Configuration of a JSON column. */
                                json_data_type?: {
                                    /** @description Remove the whitespace outside strings. Default false: the text is kept as written. */
                                    minify?: boolean | null;
                                    /** @description What the document must be: any JSON value (default), an object or an array. */
                                    root?: ("any" | "object" | "array") | null;
                                } | null;
                                /** @description Configuration of a LIST_OF_VALUES column. */
                                list_of_values_data_type?: {
                                    /** @description Allowed values, usually filled by the value-list bulk import (column,value,synonyms). Default none. */
                                    values?: {
                                        /** @description Written in the target. */
                                        value: string;
                                        /** @description Other source words meaning this value. */
                                        synonyms?: string[] | null;
                                    }[] | null;
                                } | null;
                                /** @description Configuration of a NUMBER column. */
                                number_data_type?: {
                                    /** @description Decimals at which numbers are rounded (half away from zero); null keeps every decimal. */
                                    decimals?: number | null;
                                    /** @description Decimal separator written in the target. Default ".". */
                                    separator_decimals?: string | null;
                                    /** @description Thousands separator written in the target. Default "" (none). */
                                    separator_thousands?: string | null;
                                    /** @description Pad with zeros up to the decimals count. Default false. */
                                    trailing_zeros?: boolean | null;
                                    /** @description Decimal mark of the source for ambiguous values like "1,234"; null decides it from the column data, "." when the data does not tell. */
                                    input_separator_decimals?: ("." | ",") | null;
                                    /** @description A value with a % sign: "fraction" (default) reads "12 %" as 0.12, "number" as 12, "reject" refuses it. */
                                    percent?: ("fraction" | "number" | "reject") | null;
                                } | null;
                                /** @description Configuration of a TEXT column. */
                                text_data_type?: {
                                    /** @description Remove leading and trailing whitespace. Default true. */
                                    trim?: boolean | null;
                                    /** @description Replace every run of whitespace, line breaks included, by one space. Default false. */
                                    collapse_whitespace?: boolean | null;
                                    /** @description Case transform: none (default), upper, lower, or capitalize (first letter of every word upper, the rest lower). */
                                    case?: ("none" | "upper" | "lower" | "capitalize") | null;
                                    /** @description Most characters allowed after the transforms; null means no limit. */
                                    max_length?: number | null;
                                    /** @description Cut longer text to max_length instead of rejecting it. Default false. */
                                    truncate?: boolean | null;
                                } | null;
                                /** @description Configuration of a URL column. */
                                url_data_type?: {
                                    /** @description Allowed schemes, lower case. Default ["http", "https"]. */
                                    schemes?: string[] | null;
                                    /** @description The host must be a domain with a top-level domain: no localhost, no IP address. Default true. */
                                    require_tld?: boolean | null;
                                    /** @description Prefix a value without scheme (www.example.com) with https:// (or the first allowed scheme). Default true. */
                                    add_missing_scheme?: boolean | null;
                                } | null;
                                /** @description Configuration of a VALUE column. */
                                value_data_type?: {
                                    /** @description Written on every row; the source is ignored. Default "". */
                                    value?: string | null;
                                } | null;
                            };
                            uniqueness: boolean;
                            /**
                             * @description `conditional`: required on the rows where `conditions` hold. Default `optional`.
                             * @enum {unknown}
                             */
                            importance: "required" | "conditional" | "optional";
                            matchable_with_ai: boolean;
                            hidden: boolean;
                            user_metadata: {
                                name: string;
                                value: string | null;
                            }[];
                            /** @description Canonical DSL form. */
                            conditions: string | null;
                        };
                        product: components["schemas"]["Product"] | null;
                        debug: unknown[];
                    };
                };
            };
            /** @description The request cannot be read: not JSON, a wrong type, an unknown property, a NUL character */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A permission or a higher limit is needed */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Authenticated but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such resource in your organisation */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A property value violates a rule (exception.violation) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is larger than the route accepts */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A path parameter is longer than accepted (exception.parameter_too_long) */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Rate limited; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Internal error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getTemplateTemplateHandleColumns: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Template handle */
                templateHandle: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        payload: {
                            /** Format: uuid */
                            column_id: string;
                            template_handle: string;
                            position: number;
                            technical_name: string;
                            pretty_name: string;
                            description: string | null;
                            /** @description Column type and its configuration object. */
                            type: {
                                /** @description The column type. */
                                type: "BOOLEAN" | "CHOICE" | "COLUMN" | "DATE" | "DATE_FORMAT" | "EMAIL" | "IMAGE" | "JSON" | "LIST_OF_VALUES" | "NUMBER" | "TEXT" | "URL" | "VALUE";
                                /** @description Configuration of a BOOLEAN column. */
                                boolean_data_type?: {
                                    /** @description Written in the target for true. Default "true". */
                                    true_value?: string | null;
                                    /** @description Written in the target for false. Default "false". */
                                    false_value?: string | null;
                                    /** @description Extra source words read as true. */
                                    true_inputs?: string[] | null;
                                    /** @description Extra source words read as false. */
                                    false_inputs?: string[] | null;
                                    /** @description An empty cell means false (checkbox columns). Default false. */
                                    empty_is_false?: boolean | null;
                                } | null;
                                /** @description Configuration of a CHOICE column. */
                                choice_data_type?: {
                                    /** @description Allowed choices; a cell matches a value, label or synonym, ignoring case and accents. Default none. */
                                    choices?: {
                                        /** @description Written in the target. */
                                        value: string;
                                        /** @description Shown to senders; also accepted as input. */
                                        label?: string | null;
                                        /** @description Other source words meaning this choice. */
                                        synonyms?: string[] | null;
                                    }[] | null;
                                    /** @description A cell may hold several choices separated by separator. Default false. */
                                    multiple?: boolean | null;
                                    /** @description Separator of several choices in a cell, in the source and in the target. Default ",". */
                                    separator?: string | null;
                                    /** @description What the target receives: the choice value (default) or its label. */
                                    output?: ("value" | "label") | null;
                                } | null;
                                /** @description Configuration of a COLUMN column. */
                                column_data_type?: {
                                    /** @description Text with source column references, e.g. "%(first_name) %(last_name)"; \% writes a percent sign. Default "". */
                                    expression?: string | null;
                                    /** @description Remove leading and trailing whitespace from the result (a blank reference leaves none). Default true. */
                                    trim?: boolean | null;
                                } | null;
                                /** @description Configuration of a DATE column. */
                                date_data_type?: {
                                    /** @description Formats the source may use, tried in order (tokens YYYY YY MMMM MMM MM M DD D HH H hh h mm ss A). Null or empty: detected. */
                                    input_formats?: string[] | null;
                                    /** @description Reading of 03/04/2024 when no value of the column has a part above 12: true (default) the 3rd of April, false March 4th. */
                                    day_first?: boolean | null;
                                    /** @description Read plain numbers from 10000 to 2958465 as Excel serial dates when detecting. Default true. */
                                    excel_serial?: boolean | null;
                                    /** @description Keep the time of day (canonical YYYY-MM-DDTHH:mm:ss, 00:00:00 when absent). Default false: times are dropped. */
                                    with_time?: boolean | null;
                                    /** @description Format written in the target. Default YYYY-MM-DD, or YYYY-MM-DD HH:mm:ss with with_time. */
                                    output_format?: string | null;
                                } | null;
                                /** @description Configuration of a DATE_FORMAT column. */
                                date_format_data_type?: {
                                    /** @description The one format every value must follow exactly (tokens YYYY YY MMMM MMM MM M DD D HH H hh h mm ss A). Default YYYY-MM-DD. */
                                    format?: string | null;
                                    /** @description Format written in the target. Default: the same as format. */
                                    output_format?: string | null;
                                } | null;
                                /** @description Configuration of a EMAIL column. */
                                email_data_type?: {
                                    /** @description Also lower-case the part before @ (the domain always is). Default false: some servers distinguish case. */
                                    lowercase_local_part?: boolean | null;
                                    /** @description The domain must end in a top-level domain (no user@localhost). Default true. */
                                    require_tld?: boolean | null;
                                } | null;
                                /** @description Configuration of a IMAGE column. */
                                image_data_type?: {
                                    /** @description Allowed schemes, lower case. Default ["http", "https"]. */
                                    schemes?: string[] | null;
                                    /** @description The host must be a domain with a top-level domain: no localhost, no IP address. Default true. */
                                    require_tld?: boolean | null;
                                    /** @description Prefix a value without scheme (www.example.com) with https:// (or the first allowed scheme). Default true. */
                                    add_missing_scheme?: boolean | null;
                                    /** @description File extensions the URL path must end with, lower case without dot. Default jpg, jpeg, png, gif, webp, svg, bmp, tif, tiff, avif, heic. */
                                    extensions?: string[] | null;
                                } | null;
                                /** @description Configuration of a JSON column. */
                                json_data_type?: {
                                    /** @description Remove the whitespace outside strings. Default false: the text is kept as written. */
                                    minify?: boolean | null;
                                    /** @description What the document must be: any JSON value (default), an object or an array. */
                                    root?: ("any" | "object" | "array") | null;
                                } | null;
                                /** @description Configuration of a LIST_OF_VALUES column. */
                                list_of_values_data_type?: {
                                    /** @description Allowed values, usually filled by the value-list bulk import (column,value,synonyms). Default none. */
                                    values?: {
                                        /** @description Written in the target. */
                                        value: string;
                                        /** @description Other source words meaning this value. */
                                        synonyms?: string[] | null;
                                    }[] | null;
                                } | null;
                                /** @description Configuration of a NUMBER column. */
                                number_data_type?: {
                                    /** @description Decimals at which numbers are rounded (half away from zero); null keeps every decimal. */
                                    decimals?: number | null;
                                    /** @description Decimal separator written in the target. Default ".". */
                                    separator_decimals?: string | null;
                                    /** @description Thousands separator written in the target. Default "" (none). */
                                    separator_thousands?: string | null;
                                    /** @description Pad with zeros up to the decimals count. Default false. */
                                    trailing_zeros?: boolean | null;
                                    /** @description Decimal mark of the source for ambiguous values like "1,234"; null decides it from the column data, "." when the data does not tell. */
                                    input_separator_decimals?: ("." | ",") | null;
                                    /** @description A value with a % sign: "fraction" (default) reads "12 %" as 0.12, "number" as 12, "reject" refuses it. */
                                    percent?: ("fraction" | "number" | "reject") | null;
                                } | null;
                                /** @description Configuration of a TEXT column. */
                                text_data_type?: {
                                    /** @description Remove leading and trailing whitespace. Default true. */
                                    trim?: boolean | null;
                                    /** @description Replace every run of whitespace, line breaks included, by one space. Default false. */
                                    collapse_whitespace?: boolean | null;
                                    /** @description Case transform: none (default), upper, lower, or capitalize (first letter of every word upper, the rest lower). */
                                    case?: ("none" | "upper" | "lower" | "capitalize") | null;
                                    /** @description Most characters allowed after the transforms; null means no limit. */
                                    max_length?: number | null;
                                    /** @description Cut longer text to max_length instead of rejecting it. Default false. */
                                    truncate?: boolean | null;
                                } | null;
                                /** @description Configuration of a URL column. */
                                url_data_type?: {
                                    /** @description Allowed schemes, lower case. Default ["http", "https"]. */
                                    schemes?: string[] | null;
                                    /** @description The host must be a domain with a top-level domain: no localhost, no IP address. Default true. */
                                    require_tld?: boolean | null;
                                    /** @description Prefix a value without scheme (www.example.com) with https:// (or the first allowed scheme). Default true. */
                                    add_missing_scheme?: boolean | null;
                                } | null;
                                /** @description Configuration of a VALUE column. */
                                value_data_type?: {
                                    /** @description Written on every row; the source is ignored. Default "". */
                                    value?: string | null;
                                } | null;
                            };
                            uniqueness: boolean;
                            /**
                             * @description `conditional`: required on the rows where `conditions` hold. Default `optional`.
                             * @enum {unknown}
                             */
                            importance: "required" | "conditional" | "optional";
                            matchable_with_ai: boolean;
                            hidden: boolean;
                            user_metadata: {
                                name: string;
                                value: string | null;
                            }[];
                            /** @description Canonical DSL form. */
                            conditions: string | null;
                        }[];
                        product: components["schemas"]["Product"] | null;
                        debug: unknown[];
                    };
                };
            };
            /** @description The request cannot be read: not JSON, a wrong type, an unknown property, a NUL character */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A permission or a higher limit is needed */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Authenticated but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such resource in your organisation */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A property value violates a rule (exception.violation) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A path parameter is longer than accepted (exception.parameter_too_long) */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Rate limited; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Internal error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getTemplateTemplateHandleColumnColumnId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Template handle */
                templateHandle: string;
                /** @description UUID */
                columnId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        payload: {
                            /** Format: uuid */
                            column_id: string;
                            template_handle: string;
                            position: number;
                            technical_name: string;
                            pretty_name: string;
                            description: string | null;
                            /** @description Column type and its configuration object. */
                            type: {
                                /** @description The column type. */
                                type: "BOOLEAN" | "CHOICE" | "COLUMN" | "DATE" | "DATE_FORMAT" | "EMAIL" | "IMAGE" | "JSON" | "LIST_OF_VALUES" | "NUMBER" | "TEXT" | "URL" | "VALUE";
                                /** @description Configuration of a BOOLEAN column. */
                                boolean_data_type?: {
                                    /** @description Written in the target for true. Default "true". */
                                    true_value?: string | null;
                                    /** @description Written in the target for false. Default "false". */
                                    false_value?: string | null;
                                    /** @description Extra source words read as true. */
                                    true_inputs?: string[] | null;
                                    /** @description Extra source words read as false. */
                                    false_inputs?: string[] | null;
                                    /** @description An empty cell means false (checkbox columns). Default false. */
                                    empty_is_false?: boolean | null;
                                } | null;
                                /** @description Configuration of a CHOICE column. */
                                choice_data_type?: {
                                    /** @description Allowed choices; a cell matches a value, label or synonym, ignoring case and accents. Default none. */
                                    choices?: {
                                        /** @description Written in the target. */
                                        value: string;
                                        /** @description Shown to senders; also accepted as input. */
                                        label?: string | null;
                                        /** @description Other source words meaning this choice. */
                                        synonyms?: string[] | null;
                                    }[] | null;
                                    /** @description A cell may hold several choices separated by separator. Default false. */
                                    multiple?: boolean | null;
                                    /** @description Separator of several choices in a cell, in the source and in the target. Default ",". */
                                    separator?: string | null;
                                    /** @description What the target receives: the choice value (default) or its label. */
                                    output?: ("value" | "label") | null;
                                } | null;
                                /** @description Configuration of a COLUMN column. */
                                column_data_type?: {
                                    /** @description Text with source column references, e.g. "%(first_name) %(last_name)"; \% writes a percent sign. Default "". */
                                    expression?: string | null;
                                    /** @description Remove leading and trailing whitespace from the result (a blank reference leaves none). Default true. */
                                    trim?: boolean | null;
                                } | null;
                                /** @description Configuration of a DATE column. */
                                date_data_type?: {
                                    /** @description Formats the source may use, tried in order (tokens YYYY YY MMMM MMM MM M DD D HH H hh h mm ss A). Null or empty: detected. */
                                    input_formats?: string[] | null;
                                    /** @description Reading of 03/04/2024 when no value of the column has a part above 12: true (default) the 3rd of April, false March 4th. */
                                    day_first?: boolean | null;
                                    /** @description Read plain numbers from 10000 to 2958465 as Excel serial dates when detecting. Default true. */
                                    excel_serial?: boolean | null;
                                    /** @description Keep the time of day (canonical YYYY-MM-DDTHH:mm:ss, 00:00:00 when absent). Default false: times are dropped. */
                                    with_time?: boolean | null;
                                    /** @description Format written in the target. Default YYYY-MM-DD, or YYYY-MM-DD HH:mm:ss with with_time. */
                                    output_format?: string | null;
                                } | null;
                                /** @description Configuration of a DATE_FORMAT column. */
                                date_format_data_type?: {
                                    /** @description The one format every value must follow exactly (tokens YYYY YY MMMM MMM MM M DD D HH H hh h mm ss A). Default YYYY-MM-DD. */
                                    format?: string | null;
                                    /** @description Format written in the target. Default: the same as format. */
                                    output_format?: string | null;
                                } | null;
                                /** @description Configuration of a EMAIL column. */
                                email_data_type?: {
                                    /** @description Also lower-case the part before @ (the domain always is). Default false: some servers distinguish case. */
                                    lowercase_local_part?: boolean | null;
                                    /** @description The domain must end in a top-level domain (no user@localhost). Default true. */
                                    require_tld?: boolean | null;
                                } | null;
                                /** @description Configuration of a IMAGE column. */
                                image_data_type?: {
                                    /** @description Allowed schemes, lower case. Default ["http", "https"]. */
                                    schemes?: string[] | null;
                                    /** @description The host must be a domain with a top-level domain: no localhost, no IP address. Default true. */
                                    require_tld?: boolean | null;
                                    /** @description Prefix a value without scheme (www.example.com) with https:// (or the first allowed scheme). Default true. */
                                    add_missing_scheme?: boolean | null;
                                    /** @description File extensions the URL path must end with, lower case without dot. Default jpg, jpeg, png, gif, webp, svg, bmp, tif, tiff, avif, heic. */
                                    extensions?: string[] | null;
                                } | null;
                                /** @description Configuration of a JSON column. */
                                json_data_type?: {
                                    /** @description Remove the whitespace outside strings. Default false: the text is kept as written. */
                                    minify?: boolean | null;
                                    /** @description What the document must be: any JSON value (default), an object or an array. */
                                    root?: ("any" | "object" | "array") | null;
                                } | null;
                                /** @description Configuration of a LIST_OF_VALUES column. */
                                list_of_values_data_type?: {
                                    /** @description Allowed values, usually filled by the value-list bulk import (column,value,synonyms). Default none. */
                                    values?: {
                                        /** @description Written in the target. */
                                        value: string;
                                        /** @description Other source words meaning this value. */
                                        synonyms?: string[] | null;
                                    }[] | null;
                                } | null;
                                /** @description Configuration of a NUMBER column. */
                                number_data_type?: {
                                    /** @description Decimals at which numbers are rounded (half away from zero); null keeps every decimal. */
                                    decimals?: number | null;
                                    /** @description Decimal separator written in the target. Default ".". */
                                    separator_decimals?: string | null;
                                    /** @description Thousands separator written in the target. Default "" (none). */
                                    separator_thousands?: string | null;
                                    /** @description Pad with zeros up to the decimals count. Default false. */
                                    trailing_zeros?: boolean | null;
                                    /** @description Decimal mark of the source for ambiguous values like "1,234"; null decides it from the column data, "." when the data does not tell. */
                                    input_separator_decimals?: ("." | ",") | null;
                                    /** @description A value with a % sign: "fraction" (default) reads "12 %" as 0.12, "number" as 12, "reject" refuses it. */
                                    percent?: ("fraction" | "number" | "reject") | null;
                                } | null;
                                /** @description Configuration of a TEXT column. */
                                text_data_type?: {
                                    /** @description Remove leading and trailing whitespace. Default true. */
                                    trim?: boolean | null;
                                    /** @description Replace every run of whitespace, line breaks included, by one space. Default false. */
                                    collapse_whitespace?: boolean | null;
                                    /** @description Case transform: none (default), upper, lower, or capitalize (first letter of every word upper, the rest lower). */
                                    case?: ("none" | "upper" | "lower" | "capitalize") | null;
                                    /** @description Most characters allowed after the transforms; null means no limit. */
                                    max_length?: number | null;
                                    /** @description Cut longer text to max_length instead of rejecting it. Default false. */
                                    truncate?: boolean | null;
                                } | null;
                                /** @description Configuration of a URL column. */
                                url_data_type?: {
                                    /** @description Allowed schemes, lower case. Default ["http", "https"]. */
                                    schemes?: string[] | null;
                                    /** @description The host must be a domain with a top-level domain: no localhost, no IP address. Default true. */
                                    require_tld?: boolean | null;
                                    /** @description Prefix a value without scheme (www.example.com) with https:// (or the first allowed scheme). Default true. */
                                    add_missing_scheme?: boolean | null;
                                } | null;
                                /** @description Configuration of a VALUE column. */
                                value_data_type?: {
                                    /** @description Written on every row; the source is ignored. Default "". */
                                    value?: string | null;
                                } | null;
                            };
                            uniqueness: boolean;
                            /**
                             * @description `conditional`: required on the rows where `conditions` hold. Default `optional`.
                             * @enum {unknown}
                             */
                            importance: "required" | "conditional" | "optional";
                            matchable_with_ai: boolean;
                            hidden: boolean;
                            user_metadata: {
                                name: string;
                                value: string | null;
                            }[];
                            /** @description Canonical DSL form. */
                            conditions: string | null;
                        };
                        product: components["schemas"]["Product"] | null;
                        debug: unknown[];
                    };
                };
            };
            /** @description The request cannot be read: not JSON, a wrong type, an unknown property, a NUL character */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A permission or a higher limit is needed */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Authenticated but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such resource in your organisation */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A property value violates a rule (exception.violation) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A path parameter is longer than accepted (exception.parameter_too_long) */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Rate limited; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Internal error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    putTemplateTemplateHandleColumnColumnId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Template handle */
                templateHandle: string;
                /** @description UUID */
                columnId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    position?: number | null;
                    technical_name?: string | null;
                    pretty_name?: string | null;
                    description?: string | null;
                    type?: {
                        [key: string]: unknown;
                    } | null;
                    uniqueness?: boolean | null;
                    importance?: ("required" | "conditional" | "optional") | null;
                    matchable_with_ai?: boolean | null;
                    hidden?: boolean | null;
                    user_metadata?: {
                        /** @description Not blank, unique within the list */
                        name: string;
                        value?: string | null;
                    }[] | null;
                    conditions?: string | null;
                    /** Format: uuid */
                    readonly column_id?: string;
                    readonly template_handle?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        payload: {
                            /** Format: uuid */
                            column_id: string;
                            template_handle: string;
                            position: number;
                            technical_name: string;
                            pretty_name: string;
                            description: string | null;
                            /** @description Column type and its configuration object. */
                            type: {
                                /** @description The column type. */
                                type: "BOOLEAN" | "CHOICE" | "COLUMN" | "DATE" | "DATE_FORMAT" | "EMAIL" | "IMAGE" | "JSON" | "LIST_OF_VALUES" | "NUMBER" | "TEXT" | "URL" | "VALUE";
                                /** @description Configuration of a BOOLEAN column. */
                                boolean_data_type?: {
                                    /** @description Written in the target for true. Default "true". */
                                    true_value?: string | null;
                                    /** @description Written in the target for false. Default "false". */
                                    false_value?: string | null;
                                    /** @description Extra source words read as true. */
                                    true_inputs?: string[] | null;
                                    /** @description Extra source words read as false. */
                                    false_inputs?: string[] | null;
                                    /** @description An empty cell means false (checkbox columns). Default false. */
                                    empty_is_false?: boolean | null;
                                } | null;
                                /** @description Configuration of a CHOICE column. */
                                choice_data_type?: {
                                    /** @description Allowed choices; a cell matches a value, label or synonym, ignoring case and accents. Default none. */
                                    choices?: {
                                        /** @description Written in the target. */
                                        value: string;
                                        /** @description Shown to senders; also accepted as input. */
                                        label?: string | null;
                                        /** @description Other source words meaning this choice. */
                                        synonyms?: string[] | null;
                                    }[] | null;
                                    /** @description A cell may hold several choices separated by separator. Default false. */
                                    multiple?: boolean | null;
                                    /** @description Separator of several choices in a cell, in the source and in the target. Default ",". */
                                    separator?: string | null;
                                    /** @description What the target receives: the choice value (default) or its label. */
                                    output?: ("value" | "label") | null;
                                } | null;
                                /** @description Configuration of a COLUMN column. */
                                column_data_type?: {
                                    /** @description Text with source column references, e.g. "%(first_name) %(last_name)"; \% writes a percent sign. Default "". */
                                    expression?: string | null;
                                    /** @description Remove leading and trailing whitespace from the result (a blank reference leaves none). Default true. */
                                    trim?: boolean | null;
                                } | null;
                                /** @description Configuration of a DATE column. */
                                date_data_type?: {
                                    /** @description Formats the source may use, tried in order (tokens YYYY YY MMMM MMM MM M DD D HH H hh h mm ss A). Null or empty: detected. */
                                    input_formats?: string[] | null;
                                    /** @description Reading of 03/04/2024 when no value of the column has a part above 12: true (default) the 3rd of April, false March 4th. */
                                    day_first?: boolean | null;
                                    /** @description Read plain numbers from 10000 to 2958465 as Excel serial dates when detecting. Default true. */
                                    excel_serial?: boolean | null;
                                    /** @description Keep the time of day (canonical YYYY-MM-DDTHH:mm:ss, 00:00:00 when absent). Default false: times are dropped. */
                                    with_time?: boolean | null;
                                    /** @description Format written in the target. Default YYYY-MM-DD, or YYYY-MM-DD HH:mm:ss with with_time. */
                                    output_format?: string | null;
                                } | null;
                                /** @description Configuration of a DATE_FORMAT column. */
                                date_format_data_type?: {
                                    /** @description The one format every value must follow exactly (tokens YYYY YY MMMM MMM MM M DD D HH H hh h mm ss A). Default YYYY-MM-DD. */
                                    format?: string | null;
                                    /** @description Format written in the target. Default: the same as format. */
                                    output_format?: string | null;
                                } | null;
                                /** @description Configuration of a EMAIL column. */
                                email_data_type?: {
                                    /** @description Also lower-case the part before @ (the domain always is). Default false: some servers distinguish case. */
                                    lowercase_local_part?: boolean | null;
                                    /** @description The domain must end in a top-level domain (no user@localhost). Default true. */
                                    require_tld?: boolean | null;
                                } | null;
                                /** @description Configuration of a IMAGE column. */
                                image_data_type?: {
                                    /** @description Allowed schemes, lower case. Default ["http", "https"]. */
                                    schemes?: string[] | null;
                                    /** @description The host must be a domain with a top-level domain: no localhost, no IP address. Default true. */
                                    require_tld?: boolean | null;
                                    /** @description Prefix a value without scheme (www.example.com) with https:// (or the first allowed scheme). Default true. */
                                    add_missing_scheme?: boolean | null;
                                    /** @description File extensions the URL path must end with, lower case without dot. Default jpg, jpeg, png, gif, webp, svg, bmp, tif, tiff, avif, heic. */
                                    extensions?: string[] | null;
                                } | null;
                                /** @description Configuration of a JSON column. */
                                json_data_type?: {
                                    /** @description Remove the whitespace outside strings. Default false: the text is kept as written. */
                                    minify?: boolean | null;
                                    /** @description What the document must be: any JSON value (default), an object or an array. */
                                    root?: ("any" | "object" | "array") | null;
                                } | null;
                                /** @description Configuration of a LIST_OF_VALUES column. */
                                list_of_values_data_type?: {
                                    /** @description Allowed values, usually filled by the value-list bulk import (column,value,synonyms). Default none. */
                                    values?: {
                                        /** @description Written in the target. */
                                        value: string;
                                        /** @description Other source words meaning this value. */
                                        synonyms?: string[] | null;
                                    }[] | null;
                                } | null;
                                /** @description Configuration of a NUMBER column. */
                                number_data_type?: {
                                    /** @description Decimals at which numbers are rounded (half away from zero); null keeps every decimal. */
                                    decimals?: number | null;
                                    /** @description Decimal separator written in the target. Default ".". */
                                    separator_decimals?: string | null;
                                    /** @description Thousands separator written in the target. Default "" (none). */
                                    separator_thousands?: string | null;
                                    /** @description Pad with zeros up to the decimals count. Default false. */
                                    trailing_zeros?: boolean | null;
                                    /** @description Decimal mark of the source for ambiguous values like "1,234"; null decides it from the column data, "." when the data does not tell. */
                                    input_separator_decimals?: ("." | ",") | null;
                                    /** @description A value with a % sign: "fraction" (default) reads "12 %" as 0.12, "number" as 12, "reject" refuses it. */
                                    percent?: ("fraction" | "number" | "reject") | null;
                                } | null;
                                /** @description Configuration of a TEXT column. */
                                text_data_type?: {
                                    /** @description Remove leading and trailing whitespace. Default true. */
                                    trim?: boolean | null;
                                    /** @description Replace every run of whitespace, line breaks included, by one space. Default false. */
                                    collapse_whitespace?: boolean | null;
                                    /** @description Case transform: none (default), upper, lower, or capitalize (first letter of every word upper, the rest lower). */
                                    case?: ("none" | "upper" | "lower" | "capitalize") | null;
                                    /** @description Most characters allowed after the transforms; null means no limit. */
                                    max_length?: number | null;
                                    /** @description Cut longer text to max_length instead of rejecting it. Default false. */
                                    truncate?: boolean | null;
                                } | null;
                                /** @description Configuration of a URL column. */
                                url_data_type?: {
                                    /** @description Allowed schemes, lower case. Default ["http", "https"]. */
                                    schemes?: string[] | null;
                                    /** @description The host must be a domain with a top-level domain: no localhost, no IP address. Default true. */
                                    require_tld?: boolean | null;
                                    /** @description Prefix a value without scheme (www.example.com) with https:// (or the first allowed scheme). Default true. */
                                    add_missing_scheme?: boolean | null;
                                } | null;
                                /** @description Configuration of a VALUE column. */
                                value_data_type?: {
                                    /** @description Written on every row; the source is ignored. Default "". */
                                    value?: string | null;
                                } | null;
                            };
                            uniqueness: boolean;
                            /**
                             * @description `conditional`: required on the rows where `conditions` hold. Default `optional`.
                             * @enum {unknown}
                             */
                            importance: "required" | "conditional" | "optional";
                            matchable_with_ai: boolean;
                            hidden: boolean;
                            user_metadata: {
                                name: string;
                                value: string | null;
                            }[];
                            /** @description Canonical DSL form. */
                            conditions: string | null;
                        };
                        product: components["schemas"]["Product"] | null;
                        debug: unknown[];
                    };
                };
            };
            /** @description The request cannot be read: not JSON, a wrong type, an unknown property, a NUL character */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A permission or a higher limit is needed */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Authenticated but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such resource in your organisation */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A property value violates a rule (exception.violation) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is larger than the route accepts */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A path parameter is longer than accepted (exception.parameter_too_long) */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Rate limited; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Internal error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    deleteTemplateTemplateHandleColumnColumnId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Template handle */
                templateHandle: string;
                /** @description UUID */
                columnId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request cannot be read: not JSON, a wrong type, an unknown property, a NUL character */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A permission or a higher limit is needed */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Authenticated but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such resource in your organisation */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A property value violates a rule (exception.violation) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is larger than the route accepts */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A path parameter is longer than accepted (exception.parameter_too_long) */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Rate limited; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Internal error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postTemplateTemplateHandleConditionsCheck: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Template handle */
                templateHandle: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Condition DSL as typed; blank or null means no conditions. */
                    conditions: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        payload: {
                            /** @description The canonical form a column write would store; null when blank. */
                            conditions: string | null;
                            /** @description `#(x)` references naming no column of the template yet. A column write accepts them; a transformation is refused while any is left. */
                            unknown_columns: string[];
                        };
                        product: components["schemas"]["Product"] | null;
                        debug: unknown[];
                    };
                };
            };
            /** @description The request cannot be read: not JSON, a wrong type, an unknown property, a NUL character */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A permission or a higher limit is needed */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Authenticated but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such resource in your organisation */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A property value violates a rule (exception.violation) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is larger than the route accepts */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A path parameter is longer than accepted (exception.parameter_too_long) */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Rate limited; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Internal error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getConstraintFunctions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        payload: {
                            /** @description Stable name */
                            name: string;
                            /**
                             * Format: uuid
                             * @description Fixed UUID, accepted in place of the name
                             */
                            id: string;
                            group: string;
                            description: string;
                            arguments: {
                                name: string;
                                /** @description How the value is read: text, integer, number, date, column, list, regex, … */
                                type: string;
                                required: boolean;
                                description: string;
                                values?: string[];
                                minimum?: number;
                                maxItems?: number;
                            }[];
                            /** @description Judged over the whole dataset (is_unique_key, lookup) */
                            dataset: boolean;
                            default_label: string;
                            /** @description Whether an empty cell passes without being checked */
                            skips_empty: boolean;
                        }[];
                        product: components["schemas"]["Product"] | null;
                        debug: unknown[];
                    };
                };
            };
            /** @description The request cannot be read: not JSON, a wrong type, an unknown property, a NUL character */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A permission or a higher limit is needed */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Authenticated but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such resource in your organisation */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A property value violates a rule (exception.violation) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Rate limited; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Internal error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postConstraint: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description UUID of the column the constraint is attached to. Required */
                    column_id?: string | null;
                    /** @description Stable name or UUID of a validation function. Not blank */
                    function?: string | null;
                    /** @description Message shown to senders on failure; `@argument` is replaced by its value */
                    label?: string | null;
                    /** @description The function's arguments after the cell, by name */
                    arguments?: {
                        /** @description Name of one of the function's arguments */
                        name: string;
                        /** @description Value as text; lists are comma-separated, column references `#(x)` */
                        value?: string | null;
                    }[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        payload: {
                            /** Format: uuid */
                            constraint_id: string;
                            /** Format: uuid */
                            column_id: string;
                            /** @description The function's stable name */
                            function: string;
                            label: string | null;
                            arguments: {
                                name: string;
                                value: string | null;
                            }[];
                        };
                        product: components["schemas"]["Product"] | null;
                        debug: unknown[];
                    };
                };
            };
            /** @description The request cannot be read: not JSON, a wrong type, an unknown property, a NUL character */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A permission or a higher limit is needed */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Authenticated but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such resource in your organisation */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A property value violates a rule (exception.violation) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is larger than the route accepts */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Rate limited; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Internal error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getConstraintConstraintId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description UUID */
                constraintId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        payload: {
                            /** Format: uuid */
                            constraint_id: string;
                            /** Format: uuid */
                            column_id: string;
                            /** @description The function's stable name */
                            function: string;
                            label: string | null;
                            arguments: {
                                name: string;
                                value: string | null;
                            }[];
                        };
                        product: components["schemas"]["Product"] | null;
                        debug: unknown[];
                    };
                };
            };
            /** @description The request cannot be read: not JSON, a wrong type, an unknown property, a NUL character */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A permission or a higher limit is needed */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Authenticated but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such resource in your organisation */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A property value violates a rule (exception.violation) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A path parameter is longer than accepted (exception.parameter_too_long) */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Rate limited; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Internal error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    putConstraintConstraintId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description UUID */
                constraintId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Stable name or UUID of a validation function. Not blank */
                    function?: string | null;
                    /** @description Message shown to senders on failure; `@argument` is replaced by its value */
                    label?: string | null;
                    /** @description The function's arguments after the cell, by name */
                    arguments?: {
                        /** @description Name of one of the function's arguments */
                        name: string;
                        /** @description Value as text; lists are comma-separated, column references `#(x)` */
                        value?: string | null;
                    }[];
                    /** Format: uuid */
                    readonly constraint_id?: string;
                    /** Format: uuid */
                    readonly column_id?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        payload: {
                            /** Format: uuid */
                            constraint_id: string;
                            /** Format: uuid */
                            column_id: string;
                            /** @description The function's stable name */
                            function: string;
                            label: string | null;
                            arguments: {
                                name: string;
                                value: string | null;
                            }[];
                        };
                        product: components["schemas"]["Product"] | null;
                        debug: unknown[];
                    };
                };
            };
            /** @description The request cannot be read: not JSON, a wrong type, an unknown property, a NUL character */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A permission or a higher limit is needed */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Authenticated but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such resource in your organisation */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A property value violates a rule (exception.violation) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is larger than the route accepts */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A path parameter is longer than accepted (exception.parameter_too_long) */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Rate limited; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Internal error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    deleteConstraintConstraintId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description UUID */
                constraintId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request cannot be read: not JSON, a wrong type, an unknown property, a NUL character */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A permission or a higher limit is needed */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Authenticated but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such resource in your organisation */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A property value violates a rule (exception.violation) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is larger than the route accepts */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A path parameter is longer than accepted (exception.parameter_too_long) */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Rate limited; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Internal error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getTemplateTemplateHandleColumnColumnIdConstraints: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                templateHandle: string;
                /** @description UUID */
                columnId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        payload: {
                            /** Format: uuid */
                            constraint_id: string;
                            /** Format: uuid */
                            column_id: string;
                            /** @description The function's stable name */
                            function: string;
                            label: string | null;
                            arguments: {
                                name: string;
                                value: string | null;
                            }[];
                        }[];
                        product: components["schemas"]["Product"] | null;
                        debug: unknown[];
                    };
                };
            };
            /** @description The request cannot be read: not JSON, a wrong type, an unknown property, a NUL character */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A permission or a higher limit is needed */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Authenticated but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such resource in your organisation */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A property value violates a rule (exception.violation) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A path parameter is longer than accepted (exception.parameter_too_long) */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Rate limited; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Internal error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postCustomer: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Handles of the templates the customer may use. Required on creation, not blank */
                    template_handles?: string[] | null;
                    /** @description Customer identifier on the receiver's side, unique in the organisation */
                    external_id?: string | null;
                    name?: string | null;
                    /** @description A valid e-mail, unique in the organisation */
                    email?: string | null;
                    /** @description `fr` or `en`, as the specification lists; also every other language of the catalog (`de`, `es`), an extension */
                    language?: ("fr" | "en" | "de" | "es") | null;
                    user_metadata?: {
                        /** @description Non-blank, unique within the customer */
                        name: string;
                        value?: string | null;
                    }[] | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        payload: {
                            /** Format: uuid */
                            customer_id: string;
                            templates: {
                                template_handle: string;
                                user_metadata: {
                                    name: string;
                                    value: string | null;
                                }[];
                            }[];
                            external_id: string | null;
                            name: string | null;
                            email: string | null;
                            /** @description `fr` or `en`, as the specification lists; also every other language of the catalog (`de`, `es`), an extension */
                            language: ("fr" | "en" | "de" | "es") | null;
                            user_metadata: {
                                name: string;
                                value: string | null;
                            }[];
                            /** @description The organisation's own customer for trying its templates (the console's Try it): not a partner, not counted in the plan's CUSTOMERS, never invited */
                            trial: boolean;
                        };
                        product: components["schemas"]["Product"] | null;
                        debug: unknown[];
                    };
                };
            };
            /** @description The request cannot be read: not JSON, a wrong type, an unknown property, a NUL character */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A permission or a higher limit is needed */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Authenticated but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such resource in your organisation */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A property value violates a rule (exception.violation) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is larger than the route accepts */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Rate limited; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Internal error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getCustomerCustomerId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The UUID, the external ID or the e-mail of the customer; percent-encode a `/` */
                customerId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        payload: {
                            /** Format: uuid */
                            customer_id: string;
                            templates: {
                                template_handle: string;
                                user_metadata: {
                                    name: string;
                                    value: string | null;
                                }[];
                            }[];
                            external_id: string | null;
                            name: string | null;
                            email: string | null;
                            /** @description `fr` or `en`, as the specification lists; also every other language of the catalog (`de`, `es`), an extension */
                            language: ("fr" | "en" | "de" | "es") | null;
                            user_metadata: {
                                name: string;
                                value: string | null;
                            }[];
                            /** @description The organisation's own customer for trying its templates (the console's Try it): not a partner, not counted in the plan's CUSTOMERS, never invited */
                            trial: boolean;
                        };
                        product: components["schemas"]["Product"] | null;
                        debug: unknown[];
                    };
                };
            };
            /** @description The request cannot be read: not JSON, a wrong type, an unknown property, a NUL character */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A permission or a higher limit is needed */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Authenticated but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such resource in your organisation */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A property value violates a rule (exception.violation) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A path parameter is longer than accepted (exception.parameter_too_long) */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Rate limited; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Internal error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    putCustomerCustomerId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The UUID, the external ID or the e-mail of the customer; percent-encode a `/` */
                customerId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Handles of the templates the customer may use. Required on creation, not blank */
                    template_handles?: string[] | null;
                    /** @description Customer identifier on the receiver's side, unique in the organisation */
                    external_id?: string | null;
                    name?: string | null;
                    /** @description A valid e-mail, unique in the organisation */
                    email?: string | null;
                    /** @description `fr` or `en`, as the specification lists; also every other language of the catalog (`de`, `es`), an extension */
                    language?: ("fr" | "en" | "de" | "es") | null;
                    user_metadata?: {
                        /** @description Non-blank, unique within the customer */
                        name: string;
                        value?: string | null;
                    }[] | null;
                    /** Format: uuid */
                    readonly customer_id?: string;
                    readonly templates?: {
                        template_handle: string;
                        user_metadata: {
                            name: string;
                            value: string | null;
                        }[];
                    }[];
                    /** @description The organisation's own customer for trying its templates (the console's Try it): not a partner, not counted in the plan's CUSTOMERS, never invited */
                    readonly trial?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        payload: {
                            /** Format: uuid */
                            customer_id: string;
                            templates: {
                                template_handle: string;
                                user_metadata: {
                                    name: string;
                                    value: string | null;
                                }[];
                            }[];
                            external_id: string | null;
                            name: string | null;
                            email: string | null;
                            /** @description `fr` or `en`, as the specification lists; also every other language of the catalog (`de`, `es`), an extension */
                            language: ("fr" | "en" | "de" | "es") | null;
                            user_metadata: {
                                name: string;
                                value: string | null;
                            }[];
                            /** @description The organisation's own customer for trying its templates (the console's Try it): not a partner, not counted in the plan's CUSTOMERS, never invited */
                            trial: boolean;
                        };
                        product: components["schemas"]["Product"] | null;
                        debug: unknown[];
                    };
                };
            };
            /** @description The request cannot be read: not JSON, a wrong type, an unknown property, a NUL character */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A permission or a higher limit is needed */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Authenticated but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such resource in your organisation */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A property value violates a rule (exception.violation) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is larger than the route accepts */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A path parameter is longer than accepted (exception.parameter_too_long) */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Rate limited; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Internal error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    deleteCustomerCustomerId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The UUID, the external ID or the e-mail of the customer; percent-encode a `/` */
                customerId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request cannot be read: not JSON, a wrong type, an unknown property, a NUL character */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A permission or a higher limit is needed */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Authenticated but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such resource in your organisation */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A property value violates a rule (exception.violation) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is larger than the route accepts */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A path parameter is longer than accepted (exception.parameter_too_long) */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Rate limited; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Internal error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postCustomerCustomerIdInvitation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The UUID, the external ID or the e-mail of the customer; percent-encode a `/` */
                customerId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description A template the customer may use (public, or restricted and listing the customer), enabled. */
                    template_handle: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        payload: {
                            customer_id: string;
                            /** @description The address the invitation was sent to. */
                            email: string;
                            template_handle: string;
                            /** @description The hosted link the e-mail carries: /import/{subdomain}/{template_handle}. */
                            link: string;
                            /**
                             * @description The e-mail's language: the customer's, else the caller's.
                             * @enum {unknown}
                             */
                            language: "fr" | "en" | "de" | "es";
                        };
                        product: components["schemas"]["Product"] | null;
                        debug: unknown[];
                    };
                };
            };
            /** @description The request cannot be read: not JSON, a wrong type, an unknown property, a NUL character */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A permission or a higher limit is needed */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Authenticated but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such resource in your organisation */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A property value violates a rule (exception.violation) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is larger than the route accepts */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A path parameter is longer than accepted (exception.parameter_too_long) */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Rate limited; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Internal error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getCustomers: {
        parameters: {
            query?: {
                /** @description Page number, from 1 */
                page?: number;
                /** @description Items per page, 1–100 */
                per_page?: number;
                /** @description Searched in name, e-mail and external ID */
                criteria?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        payload: {
                            total_pages: number;
                            current_page: number;
                            total_items: number;
                            items_per_page: number;
                            entries: {
                                /** Format: uuid */
                                customer_id: string;
                                templates: {
                                    template_handle: string;
                                    user_metadata: {
                                        name: string;
                                        value: string | null;
                                    }[];
                                }[];
                                external_id: string | null;
                                name: string | null;
                                email: string | null;
                                /** @description `fr` or `en`, as the specification lists; also every other language of the catalog (`de`, `es`), an extension */
                                language: ("fr" | "en" | "de" | "es") | null;
                                user_metadata: {
                                    name: string;
                                    value: string | null;
                                }[];
                                /** @description The organisation's own customer for trying its templates (the console's Try it): not a partner, not counted in the plan's CUSTOMERS, never invited */
                                trial: boolean;
                            }[];
                        };
                        product: components["schemas"]["Product"] | null;
                        debug: unknown[];
                    };
                };
            };
            /** @description The request cannot be read: not JSON, a wrong type, an unknown property, a NUL character */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A permission or a higher limit is needed */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Authenticated but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such resource in your organisation */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A property value violates a rule (exception.violation) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Rate limited; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Internal error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postCustomerCustomerIdToken: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The UUID, the external ID or the e-mail of the customer; percent-encode a `/` */
                customerId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Lifetime in seconds (default 3600) */
                    expires_in?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        payload: {
                            access_token: string;
                            /** @enum {string} */
                            token_type: "Bearer";
                            /** @description Seconds until the token expires */
                            expires_in: number;
                            /** Format: uuid */
                            customer_id: string;
                        };
                        product: components["schemas"]["Product"] | null;
                        debug: unknown[];
                    };
                };
            };
            /** @description The request cannot be read: not JSON, a wrong type, an unknown property, a NUL character */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A permission or a higher limit is needed */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Authenticated but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such resource in your organisation */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A property value violates a rule (exception.violation) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is larger than the route accepts */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A path parameter is longer than accepted (exception.parameter_too_long) */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Rate limited; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Internal error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postTemplateTemplateHandleTryIt: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Template handle */
                templateHandle: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        payload: {
                            /** @description A customer token of the organisation's trial customer */
                            access_token: string;
                            /** @enum {string} */
                            token_type: "Bearer";
                            /** @description Seconds until the token expires */
                            expires_in: number;
                            /**
                             * Format: uuid
                             * @description The trial customer's UUID
                             */
                            customer_id: string;
                            /** @description Its name, which its submissions show: "Test (organisation name)" unless renamed */
                            customer_name: string | null;
                            /** @description The importer runs at /import/{subdomain}/{template_handle} */
                            subdomain: string;
                            template_handle: string;
                        };
                        product: components["schemas"]["Product"] | null;
                        debug: unknown[];
                    };
                };
            };
            /** @description The request cannot be read: not JSON, a wrong type, an unknown property, a NUL character */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A permission or a higher limit is needed */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Authenticated but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No template with this handle in the organisation */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A property value violates a rule (exception.violation) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is larger than the route accepts */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A path parameter is longer than accepted (exception.parameter_too_long) */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Rate limited; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Internal error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getOrganisation: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        payload: {
                            /** Format: uuid */
                            organisation_id: string;
                            subdomain: string;
                            name: string;
                            /** @description Logo the importer shows */
                            logo_url: string | null;
                            /** @description Brand colour, #rrggbb */
                            brand_color: string | null;
                            /** @description Origins (https://host[:port]) whose pages may frame the importer */
                            embed_origins: string[];
                            /**
                             * @description `on`: columns marked `matchable_with_ai` that the local matcher is unsure of may be described to the operator's AI matcher (AI_MATCH_URL; headers, at most 5 samples per column, the columns' names, descriptions and types; never the file). Default `off`.
                             * @enum {unknown}
                             */
                            ai_matching: "off" | "on";
                            /** Format: date-time */
                            created_at: string;
                        };
                        product: components["schemas"]["Product"] | null;
                        debug: unknown[];
                    };
                };
            };
            /** @description The request cannot be read: not JSON, a wrong type, an unknown property, a NUL character */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A permission or a higher limit is needed */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Authenticated but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such resource in your organisation */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A property value violates a rule (exception.violation) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Rate limited; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Internal error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    putOrganisation: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Not blank, at most 255 characters */
                    name?: string;
                    /** @description An https:// URL (http:// for localhost only); null removes it */
                    logo_url?: string | null;
                    /** @description #rrggbb; null for the importer colour */
                    brand_color?: string | null;
                    /** @description Replaces the list: https://host[:port] origins (http:// for localhost only), at most 50 */
                    embed_origins?: string[];
                    /**
                     * @description `on`: columns marked `matchable_with_ai` that the local matcher is unsure of may be described to the operator's AI matcher (AI_MATCH_URL; headers, at most 5 samples per column, the columns' names, descriptions and types; never the file). Default `off`.
                     * @enum {unknown}
                     */
                    ai_matching?: "off" | "on";
                    /** Format: uuid */
                    readonly organisation_id?: string;
                    readonly subdomain?: string;
                    /** Format: date-time */
                    readonly created_at?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        payload: {
                            /** Format: uuid */
                            organisation_id: string;
                            subdomain: string;
                            name: string;
                            /** @description Logo the importer shows */
                            logo_url: string | null;
                            /** @description Brand colour, #rrggbb */
                            brand_color: string | null;
                            /** @description Origins (https://host[:port]) whose pages may frame the importer */
                            embed_origins: string[];
                            /**
                             * @description `on`: columns marked `matchable_with_ai` that the local matcher is unsure of may be described to the operator's AI matcher (AI_MATCH_URL; headers, at most 5 samples per column, the columns' names, descriptions and types; never the file). Default `off`.
                             * @enum {unknown}
                             */
                            ai_matching: "off" | "on";
                            /** Format: date-time */
                            created_at: string;
                        };
                        product: components["schemas"]["Product"] | null;
                        debug: unknown[];
                    };
                };
            };
            /** @description The request cannot be read: not JSON, a wrong type, an unknown property, a NUL character */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A permission or a higher limit is needed */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Authenticated but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such resource in your organisation */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A property value violates a rule (exception.violation) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is larger than the route accepts */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Rate limited; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Internal error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getImportProfileSubdomain: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                subdomain: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        payload: {
                            subdomain: string;
                            name: string;
                            /** @description Logo the importer shows */
                            logo_url: string | null;
                            /** @description Brand colour, #rrggbb */
                            brand_color: string | null;
                        };
                        product: components["schemas"]["Product"] | null;
                        debug: unknown[];
                    };
                };
            };
            /** @description The request cannot be read: not JSON, a wrong type, an unknown property, a NUL character */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such resource in your organisation */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A property value violates a rule (exception.violation) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A path parameter is longer than accepted (exception.parameter_too_long) */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Rate limited; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Internal error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postOrganisationEmbedSecret: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        payload: {
                            embed_secret: string;
                        };
                        product: components["schemas"]["Product"] | null;
                        debug: unknown[];
                    };
                };
            };
            /** @description The request cannot be read: not JSON, a wrong type, an unknown property, a NUL character */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A permission or a higher limit is needed */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Authenticated but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such resource in your organisation */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A property value violates a rule (exception.violation) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is larger than the route accepts */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Rate limited; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Internal error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getAuditLog: {
        parameters: {
            query?: {
                /** @description The id of a user, an API key or a customer, or `system` */
                actor?: string;
                /** @description template, column, constraint, customer, source, feed, connector, webhook, member, member_invitation, api_key, organisation, alert, submission, delivery */
                resource_type?: string;
                resource_id?: string;
                /** @description create, update, delete, sign_in, sign_in_failed, rotate, replay, retry */
                action?: string;
                /** @description ISO 8601; entries at or after */
                from?: string;
                /** @description ISO 8601; entries before */
                to?: string;
                /** @description The `next_cursor` of the previous page */
                cursor?: string;
                /** @description 1–100, default 20 */
                per_page?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        payload: {
                            entries: {
                                /** Format: uuid */
                                event_id: string;
                                /** Format: date-time */
                                at: string;
                                actor: {
                                    /** @description `user`, `api_key`, `customer` or `system` (jobs) */
                                    type: string;
                                    /** @description Null for `system` */
                                    id: string | null;
                                    /** @description The user's e-mail, the API key's name or the customer's e-mail (else name), as at the time */
                                    label: string | null;
                                };
                                /** @description The client address; null for `system` */
                                ip: string | null;
                                /** @description `create`, `update`, `delete`, `sign_in`, `sign_in_failed`, `rotate`, `replay`, `retry` */
                                action: string;
                                /** @description `template`, `column`, `constraint`, `customer`, `source`, `feed`, `connector`, `webhook`, `member`, `member_invitation`, `api_key`, `organisation`, `alert`, `submission`, `delivery` */
                                resource_type: string;
                                resource_id: string | null;
                                /** @description The resource as the API showed it before; null on create. Secrets `********` */
                                before: unknown;
                                /** @description The resource as the API shows it after; null on delete. Secrets `********` */
                                after: unknown;
                            }[];
                            items_per_page: number;
                            /** @description Pass as `cursor` for older entries; null on the last page */
                            next_cursor: string | null;
                        };
                        product: components["schemas"]["Product"] | null;
                        debug: unknown[];
                    };
                };
            };
            /** @description The request cannot be read: not JSON, a wrong type, an unknown property, a NUL character */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A permission or a higher limit is needed */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Authenticated but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such resource in your organisation */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A property value violates a rule (exception.violation) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Rate limited; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Internal error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postTransformationPreview: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** @description A template the caller may upload to: its `max_file_size` applies */
                    template_handle?: string;
                    /** @description Text encoding; detected when absent */
                    encoding?: string;
                    /** @description CSV delimiter; detected when absent */
                    delimiter?: string;
                    /** @description 1-based row of the header; detected when absent */
                    header_row?: string;
                    /** @description XLSX, ODS or XLS sheet by name or 1-based tab position */
                    sheet?: string;
                    /** @description JSON: dotted path of the array holding the records in a wrapper object (`data`, `result.items`); detected for usual keys such as `data`, `items`, `results` when absent */
                    records_path?: string;
                    /**
                     * Format: binary
                     * @description The file, or its start
                     */
                    file: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        payload: {
                            /** @description Format found from the content: `csv`, `xlsx`, `ods`, `xls`, `json` or `xml` */
                            file_format: string;
                            /** @description Text encoding in use; null for workbooks */
                            encoding: string | null;
                            /** @description CSV delimiter in use; null for other formats */
                            delimiter: string | null;
                            /** @description The workbook’s sheets in tab order; empty unless a workbook */
                            sheets: string[];
                            /** @description The sheet read; null unless a workbook */
                            sheet: string | null;
                            /** @description 1-based row of the header (found or given); null for JSON and XML */
                            header_row: number | null;
                            /** @description Column headers as an upload would read them */
                            headers: string[];
                            /** @description The first 20 rows from the top of the file or sheet, rows above the header included, as raw text (JSON and XML: the first records’ cells) */
                            rows: string[][];
                            /** @description Whether the file goes on past the rows shown */
                            truncated: boolean;
                        };
                        product: components["schemas"]["Product"] | null;
                        debug: unknown[];
                    };
                };
            };
            /** @description The request cannot be read: not JSON, a wrong type, an unknown property, a NUL character */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A permission or a higher limit is needed */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Authenticated but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such resource in your organisation */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A property value violates a rule (exception.violation) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is larger than the route accepts */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Rate limited; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Internal error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getTransformationTransformationIdErrors: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description UUID */
                transformationId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        payload: {
                            /** @description Rows with at least one violation the caller can see */
                            rows_in_error: number;
                            /** @description Every column the caller can see, in template order */
                            columns: {
                                technical_name: string;
                                /** @description Rows with a violation on this column */
                                rows_in_error: number;
                            }[];
                        };
                        product: components["schemas"]["Product"] | null;
                        debug: unknown[];
                    };
                };
            };
            /** @description The request cannot be read: not JSON, a wrong type, an unknown property, a NUL character */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A permission or a higher limit is needed */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Authenticated but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such resource in your organisation */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A property value violates a rule (exception.violation) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A path parameter is longer than accepted (exception.parameter_too_long) */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Rate limited; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Internal error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postTransformationTransformationIdDataReplace: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description UUID */
                transformationId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Text looked for; must not be empty */
                    find: string;
                    /** @description Text put instead (plain text: `$` is a dollar) */
                    replace: string;
                    /** @description Columns searched, by technical name or `#(technical_name)`; every visible column when absent */
                    columns?: string[];
                    /**
                     * @description Tell upper and lower case apart
                     * @default false
                     */
                    match_case?: boolean;
                    /**
                     * @description The whole cell must equal `find`
                     * @default false
                     */
                    whole_cell?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        payload: {
                            /** @description Cells whose text changed */
                            cells_replaced: number;
                            /** @description Rows with at least one changed cell */
                            rows_changed: number;
                        };
                        product: components["schemas"]["Product"] | null;
                        debug: unknown[];
                    };
                };
            };
            /** @description Default Response */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        payload: {
                            /**
                             * Format: uuid
                             * @description Follow it with `GET …/data/replace/{replace_id}`
                             */
                            replace_id: string;
                            /** @description `refused`: nothing was changed, `error` says why (the 409 a shorter replace answers) */
                            state: "running" | "done" | "refused" | "failed";
                            /** @description Rows of the file searched */
                            rows_total: number | null;
                            /** @description Rows searched so far */
                            rows_read: number;
                            /** @description Changed rows stored so far, once every row was searched */
                            rows_stored: number;
                            /** @description Known once every row was searched */
                            cells_replaced: number | null;
                            /** @description Known once every row was searched */
                            rows_changed: number | null;
                            error: {
                                code: string;
                                /** @description In the caller’s language */
                                message: string;
                            } | null;
                            /** Format: date-time */
                            started_at: string;
                            finished_at: string | null;
                        };
                        product: components["schemas"]["Product"] | null;
                        debug: unknown[];
                    };
                };
            };
            /** @description The request cannot be read: not JSON, a wrong type, an unknown property, a NUL character */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A permission or a higher limit is needed */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Authenticated but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such resource in your organisation */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A property value violates a rule (exception.violation) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is larger than the route accepts */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A path parameter is longer than accepted (exception.parameter_too_long) */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Rate limited; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Internal error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getTransformationTransformationIdDataReplaceReplaceId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description UUID */
                transformationId: string;
                replaceId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        payload: {
                            /**
                             * Format: uuid
                             * @description Follow it with `GET …/data/replace/{replace_id}`
                             */
                            replace_id: string;
                            /** @description `refused`: nothing was changed, `error` says why (the 409 a shorter replace answers) */
                            state: "running" | "done" | "refused" | "failed";
                            /** @description Rows of the file searched */
                            rows_total: number | null;
                            /** @description Rows searched so far */
                            rows_read: number;
                            /** @description Changed rows stored so far, once every row was searched */
                            rows_stored: number;
                            /** @description Known once every row was searched */
                            cells_replaced: number | null;
                            /** @description Known once every row was searched */
                            rows_changed: number | null;
                            error: {
                                code: string;
                                /** @description In the caller’s language */
                                message: string;
                            } | null;
                            /** Format: date-time */
                            started_at: string;
                            finished_at: string | null;
                        };
                        product: components["schemas"]["Product"] | null;
                        debug: unknown[];
                    };
                };
            };
            /** @description The request cannot be read: not JSON, a wrong type, an unknown property, a NUL character */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A permission or a higher limit is needed */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Authenticated but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such resource in your organisation */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A property value violates a rule (exception.violation) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A path parameter is longer than accepted (exception.parameter_too_long) */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Rate limited; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Internal error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postTransformationTransformationIdDataUndo: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description UUID */
                transformationId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        payload: {
                            /** @description Cells set back to their text before the step */
                            cells_restored: number;
                            /** @description Rows set back */
                            rows_changed: number;
                        };
                        product: components["schemas"]["Product"] | null;
                        debug: unknown[];
                    };
                };
            };
            /** @description The request cannot be read: not JSON, a wrong type, an unknown property, a NUL character */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A permission or a higher limit is needed */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Authenticated but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such resource in your organisation */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A property value violates a rule (exception.violation) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is larger than the route accepts */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A path parameter is longer than accepted (exception.parameter_too_long) */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Rate limited; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Internal error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getTransformationTransformationIdMappingValuesColumnId: {
        parameters: {
            query?: {
                /** @description A source header to read instead of the one the mapping gives the column */
                source?: string;
            };
            header?: never;
            path: {
                /** @description UUID */
                transformationId: string;
                /** @description The template column (its UUID) */
                columnId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        payload: {
                            /** Format: uuid */
                            column_id: string;
                            technical_name: string;
                            /** @description The source header read */
                            source: string;
                            /** @description Most frequent first, at most 1,000; blank cells are left out */
                            values: {
                                /** @description A distinct text of the source column, exactly as in the file */
                                value: string;
                                /** @description Cells holding it (at least this many when `counts_exact` is false) */
                                count: number;
                                /** @description The allowed value the run would write for it with the mapping as stored (its value map, then the column type’s matching); null when it would be in error */
                                proposed: string | null;
                                /** @description The stored value map’s entry for it, when there is one */
                                mapped: string | null;
                                /** @description Why it would be in error; null when `proposed` is set */
                                message: string | null;
                            }[];
                            /** @description Distinct non-blank texts in the column (at least this many when `counts_exact` is false) */
                            distinct_values: number;
                            /** @description Non-blank cells in the column */
                            cells: number;
                            /** @description False for a column with too many distinct values to count them all: the most frequent are still listed, each count a lower bound */
                            counts_exact: boolean;
                            /** @description Whether the column holds values not listed */
                            truncated: boolean;
                            /** @description The values the column type accepts, from its configuration */
                            allowed: {
                                /** @description What a value map may give */
                                value: string;
                                /** @description What the sender reads, when it differs */
                                label: string | null;
                            }[];
                        };
                        product: components["schemas"]["Product"] | null;
                        debug: unknown[];
                    };
                };
            };
            /** @description The request cannot be read: not JSON, a wrong type, an unknown property, a NUL character */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A permission or a higher limit is needed */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Authenticated but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such resource in your organisation */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A property value violates a rule (exception.violation) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A path parameter is longer than accepted (exception.parameter_too_long) */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Rate limited; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Internal error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postTransformation: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** @description The template to bring the file to */
                    template_handle: string;
                    /** @description Text encoding; detected when absent */
                    encoding?: string;
                    /** @description CSV delimiter; detected when absent */
                    delimiter?: string;
                    /** @description 1-based row of the header; detected when absent */
                    header_row?: string;
                    /** @description XLSX, ODS or XLS sheet by name or 1-based tab position */
                    sheet?: string;
                    /** @description JSON: dotted path of the array holding the records in a wrapper object (`data`, `result.items`); detected for usual keys such as `data`, `items`, `results` when absent */
                    records_path?: string;
                    /**
                     * Format: binary
                     * @description The file
                     */
                    file: string;
                };
                "application/json": {
                    /** @description The template to bring the file to */
                    template_handle: string;
                    /**
                     * Format: uuid
                     * @description The source to fetch the file from
                     */
                    source_id: string;
                    /** @description A connector whose reading options and mapping the run applies */
                    connector_id?: string | null;
                    /** @description Go on by itself: confirm the mapping and submit, unless rows are in error and the template does not accept errors. Default false: the run waits at matched like an upload */
                    auto_submit?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        payload: {
                            /** Format: uuid */
                            transformation_id: string;
                            /** Format: uuid */
                            automation_id: string;
                            /** @description `upload` for a file sent over the API; a run of a source: `schedule`, `email` or `manual`; `replay` for a submission run again (`POST /submission/{submissionId}/replay`) */
                            type: "upload" | "schedule" | "email" | "manual" | "replay";
                            template_handle: string;
                            /** @description The sender; null when a receiver user tried the template */
                            customer_id: string | null;
                            source_id: string | null;
                            /** @description Automation step (see States and transitions) */
                            step: string;
                            step_for_humans: {
                                /** @description Translation key, e.g. `automation.step.matched` */
                                code: string;
                                /** @description Translated text */
                                message: string;
                            };
                            /** @description Why the step failed, when it did */
                            details: string | null;
                            /** @description Every step passed through, oldest first, those shown briefly included */
                            history: {
                                step: string;
                                /**
                                 * Format: date-time
                                 * @description When the step was entered
                                 */
                                at: string;
                            }[];
                            /** @description The feed that ran it */
                            feed_id: string | null;
                            /** @description The connector whose reading options and mapping it applies */
                            connector_id: string | null;
                            /** @description Goes on by itself past the mapping and the review, unless rows are in error */
                            auto_submit: boolean;
                            /** @description The submission this transformation replays; null otherwise */
                            replay_of: string | null;
                            /** @description The submission made from this transformation; null until it is submitted */
                            submission_id: string | null;
                            original_name: string | null;
                            /** @description Reading options given at upload */
                            options: {
                                [key: string]: unknown;
                            };
                            /** @description rows_in_source, rows_ignored_from_source, columns_ignored_from_source, rows_in_target, rows_in_error, rows_ignored_from_target; null until the data is transformed */
                            counters: {
                                [key: string]: number;
                            } | null;
                            /** @description How far the running step is, refreshed while it runs; null when no step runs or it has no measure */
                            progress: {
                                /** @description Rows or bytes done so far, or seconds waited */
                                done: number;
                                /** @description Rows or bytes in all, or the longest wait in seconds */
                                total: number;
                                unit: "rows" | "bytes" | "seconds";
                                /**
                                 * @description Present while the match step waits for the AI matcher (docs/matching.md): `done` seconds of at most `total`
                                 * @enum {string}
                                 */
                                phase?: "ai_matching";
                            } | null;
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            updated_at: string;
                        };
                        product: components["schemas"]["Product"] | null;
                        debug: unknown[];
                    };
                };
            };
            /** @description The request cannot be read: not JSON, a wrong type, an unknown property, a NUL character */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A permission or a higher limit is needed */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Authenticated but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such resource in your organisation */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A property value violates a rule (exception.violation) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is larger than the route accepts */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Rate limited; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Internal error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getTransformations: {
        parameters: {
            query?: {
                /** @description Page number, from 1 */
                page?: number;
                /** @description Items per page, 1–100 */
                per_page?: number;
                /** @description Only this template’s (by handle); a handle the organisation does not have gives an empty list */
                template_handle?: string | null;
                /** @description Only this customer’s, by UUID or external ID; a customer the organisation does not have gives an empty list */
                customer_id?: string | null;
                /** @description Only files fetched by this source (UUID) */
                source_id?: string | null;
                /** @description Only files brought by this feed (UUID) */
                feed_id?: string | null;
                /** @description `running` (a step is under way or queued), `waiting_review` (waits for a person: the mapping to confirm, the data to review and submit), `failed`, or one step name (`matched`, `processed`…) */
                status?: string | null;
                /** @description Created at or after this instant (ISO 8601; a date alone is midnight UTC) */
                from?: string | null;
                /** @description Created before this instant (ISO 8601, excluded) */
                to?: string | null;
                /** @description Searched (case-insensitive, anywhere in the text) in the uploaded file’s name, the customer’s name, e-mail and external ID, and the template’s name */
                criteria?: string | null;
                /** @description The `next_cursor` of the previous page: the page after it, newest first. Not together with `page`. */
                cursor?: string | null;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        payload: {
                            total_pages: number;
                            current_page: number;
                            total_items: number;
                            items_per_page: number;
                            entries: {
                                /** Format: uuid */
                                transformation_id: string;
                                /** Format: uuid */
                                automation_id: string;
                                /** @description `upload` for a file sent over the API; a run of a source: `schedule`, `email` or `manual`; `replay` for a submission run again (`POST /submission/{submissionId}/replay`) */
                                type: "upload" | "schedule" | "email" | "manual" | "replay";
                                template_handle: string;
                                /** @description The sender; null when a receiver user tried the template */
                                customer_id: string | null;
                                source_id: string | null;
                                /** @description Automation step (see States and transitions) */
                                step: string;
                                step_for_humans: {
                                    /** @description Translation key, e.g. `automation.step.matched` */
                                    code: string;
                                    /** @description Translated text */
                                    message: string;
                                };
                                /** @description Why the step failed, when it did */
                                details: string | null;
                                /** @description Every step passed through, oldest first, those shown briefly included */
                                history: {
                                    step: string;
                                    /**
                                     * Format: date-time
                                     * @description When the step was entered
                                     */
                                    at: string;
                                }[];
                                /** @description The feed that ran it */
                                feed_id: string | null;
                                /** @description The connector whose reading options and mapping it applies */
                                connector_id: string | null;
                                /** @description Goes on by itself past the mapping and the review, unless rows are in error */
                                auto_submit: boolean;
                                /** @description The submission this transformation replays; null otherwise */
                                replay_of: string | null;
                                /** @description The submission made from this transformation; null until it is submitted */
                                submission_id: string | null;
                                original_name: string | null;
                                /** @description Reading options given at upload */
                                options: {
                                    [key: string]: unknown;
                                };
                                /** @description rows_in_source, rows_ignored_from_source, columns_ignored_from_source, rows_in_target, rows_in_error, rows_ignored_from_target; null until the data is transformed */
                                counters: {
                                    [key: string]: number;
                                } | null;
                                /** @description How far the running step is, refreshed while it runs; null when no step runs or it has no measure */
                                progress: {
                                    /** @description Rows or bytes done so far, or seconds waited */
                                    done: number;
                                    /** @description Rows or bytes in all, or the longest wait in seconds */
                                    total: number;
                                    unit: "rows" | "bytes" | "seconds";
                                    /**
                                     * @description Present while the match step waits for the AI matcher (docs/matching.md): `done` seconds of at most `total`
                                     * @enum {string}
                                     */
                                    phase?: "ai_matching";
                                } | null;
                                /** Format: date-time */
                                created_at: string;
                                /** Format: date-time */
                                updated_at: string;
                            }[];
                            /** @description Pass as `cursor` for the next page; null on the last page */
                            next_cursor: string | null;
                        };
                        product: components["schemas"]["Product"] | null;
                        debug: unknown[];
                    };
                };
            };
            /** @description The request cannot be read: not JSON, a wrong type, an unknown property, a NUL character */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A permission or a higher limit is needed */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Authenticated but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such resource in your organisation */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A property value violates a rule (exception.violation) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Rate limited; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Internal error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getTransformationTransformationId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description UUID */
                transformationId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        payload: {
                            /** Format: uuid */
                            transformation_id: string;
                            /** Format: uuid */
                            automation_id: string;
                            /** @description `upload` for a file sent over the API; a run of a source: `schedule`, `email` or `manual`; `replay` for a submission run again (`POST /submission/{submissionId}/replay`) */
                            type: "upload" | "schedule" | "email" | "manual" | "replay";
                            template_handle: string;
                            /** @description The sender; null when a receiver user tried the template */
                            customer_id: string | null;
                            source_id: string | null;
                            /** @description Automation step (see States and transitions) */
                            step: string;
                            step_for_humans: {
                                /** @description Translation key, e.g. `automation.step.matched` */
                                code: string;
                                /** @description Translated text */
                                message: string;
                            };
                            /** @description Why the step failed, when it did */
                            details: string | null;
                            /** @description Every step passed through, oldest first, those shown briefly included */
                            history: {
                                step: string;
                                /**
                                 * Format: date-time
                                 * @description When the step was entered
                                 */
                                at: string;
                            }[];
                            /** @description The feed that ran it */
                            feed_id: string | null;
                            /** @description The connector whose reading options and mapping it applies */
                            connector_id: string | null;
                            /** @description Goes on by itself past the mapping and the review, unless rows are in error */
                            auto_submit: boolean;
                            /** @description The submission this transformation replays; null otherwise */
                            replay_of: string | null;
                            /** @description The submission made from this transformation; null until it is submitted */
                            submission_id: string | null;
                            original_name: string | null;
                            /** @description Reading options given at upload */
                            options: {
                                [key: string]: unknown;
                            };
                            /** @description rows_in_source, rows_ignored_from_source, columns_ignored_from_source, rows_in_target, rows_in_error, rows_ignored_from_target; null until the data is transformed */
                            counters: {
                                [key: string]: number;
                            } | null;
                            /** @description How far the running step is, refreshed while it runs; null when no step runs or it has no measure */
                            progress: {
                                /** @description Rows or bytes done so far, or seconds waited */
                                done: number;
                                /** @description Rows or bytes in all, or the longest wait in seconds */
                                total: number;
                                unit: "rows" | "bytes" | "seconds";
                                /**
                                 * @description Present while the match step waits for the AI matcher (docs/matching.md): `done` seconds of at most `total`
                                 * @enum {string}
                                 */
                                phase?: "ai_matching";
                            } | null;
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            updated_at: string;
                        };
                        product: components["schemas"]["Product"] | null;
                        debug: unknown[];
                    };
                };
            };
            /** @description The request cannot be read: not JSON, a wrong type, an unknown property, a NUL character */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A permission or a higher limit is needed */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Authenticated but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such resource in your organisation */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A property value violates a rule (exception.violation) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A path parameter is longer than accepted (exception.parameter_too_long) */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Rate limited; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Internal error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    deleteTransformationTransformationId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description UUID */
                transformationId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted; empty body */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request cannot be read: not JSON, a wrong type, an unknown property, a NUL character */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A permission or a higher limit is needed */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Authenticated but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such resource in your organisation */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A property value violates a rule (exception.violation) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is larger than the route accepts */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A path parameter is longer than accepted (exception.parameter_too_long) */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Rate limited; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Internal error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getTransformationAutomationAutomationId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description UUID */
                automationId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        payload: {
                            /** Format: uuid */
                            automation_id: string;
                            /** @description `upload` for a file sent over the API; a run of a source: `schedule`, `email` or `manual`; `replay` for a submission run again (`POST /submission/{submissionId}/replay`) */
                            type: "upload" | "schedule" | "email" | "manual" | "replay";
                            step: string;
                            step_for_humans: {
                                /** @description Translation key, e.g. `automation.step.matched` */
                                code: string;
                                /** @description Translated text */
                                message: string;
                            };
                            details: string | null;
                            /** @description Every step passed through, oldest first, those shown briefly included */
                            history: {
                                step: string;
                                /**
                                 * Format: date-time
                                 * @description When the step was entered
                                 */
                                at: string;
                            }[];
                            original_file: string | null;
                            transformed_file: string | null;
                            error_report_file: string | null;
                            /** @description rows_in_source, rows_ignored_from_source, columns_ignored_from_source, rows_in_target, rows_in_error, rows_ignored_from_target; null until the data is transformed */
                            counters: {
                                [key: string]: number;
                            } | null;
                            /** Format: date-time */
                            created_at: string;
                        };
                        product: components["schemas"]["Product"] | null;
                        debug: unknown[];
                    };
                };
            };
            /** @description The request cannot be read: not JSON, a wrong type, an unknown property, a NUL character */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A permission or a higher limit is needed */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Authenticated but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such resource in your organisation */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A property value violates a rule (exception.violation) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A path parameter is longer than accepted (exception.parameter_too_long) */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Rate limited; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Internal error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getTransformationTransformationIdFileKind: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description UUID */
                transformationId: string;
                kind: "original" | "normalized" | "target" | "error_report" | "invalid_rows";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file, with its media type in Content-Type */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                    "text/plain": string;
                    "application/xml": string;
                    "application/json": string;
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                    "text/html": string;
                    "text/tab-separated-values": string;
                    "application/vnd.ms-excel": string;
                    "application/vnd.oasis.opendocument.spreadsheet": string;
                    "application/octet-stream": string;
                };
            };
            /** @description The request cannot be read: not JSON, a wrong type, an unknown property, a NUL character */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A permission or a higher limit is needed */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Authenticated but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such resource in your organisation */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A property value violates a rule (exception.violation) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A path parameter is longer than accepted (exception.parameter_too_long) */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Rate limited; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Internal error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getTransformationTransformationIdMapping: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description UUID */
                transformationId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        payload: {
                            columns: {
                                /** Format: uuid */
                                column_id: string;
                                /** @description Source header, or null when unmapped */
                                source: string | null;
                                value_map?: {
                                    [key: string]: string;
                                } | null;
                                technical_name?: string;
                                /** @description How sure the matcher was of this pair, 0 to 1 */
                                score?: number | null;
                                explanation?: string | null;
                            }[];
                            /** @description Headers found in the source */
                            source_headers?: string[];
                        };
                        product: components["schemas"]["Product"] | null;
                        debug: unknown[];
                    };
                };
            };
            /** @description The request cannot be read: not JSON, a wrong type, an unknown property, a NUL character */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A permission or a higher limit is needed */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Authenticated but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such resource in your organisation */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A property value violates a rule (exception.violation) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A path parameter is longer than accepted (exception.parameter_too_long) */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Rate limited; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Internal error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    putTransformationTransformationIdMapping: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description UUID */
                transformationId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    columns: {
                        /** Format: uuid */
                        column_id: string;
                        /** @description Source header, or null when unmapped */
                        source: string | null;
                        value_map?: {
                            [key: string]: string;
                        } | null;
                        readonly technical_name?: string;
                        /** @description How sure the matcher was of this pair, 0 to 1 */
                        readonly score?: number | null;
                        readonly explanation?: string | null;
                    }[];
                    /** @description Headers found in the source */
                    readonly source_headers?: string[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        payload: {
                            columns: {
                                /** Format: uuid */
                                column_id: string;
                                /** @description Source header, or null when unmapped */
                                source: string | null;
                                value_map?: {
                                    [key: string]: string;
                                } | null;
                                technical_name?: string;
                                /** @description How sure the matcher was of this pair, 0 to 1 */
                                score?: number | null;
                                explanation?: string | null;
                            }[];
                            /** @description Headers found in the source */
                            source_headers?: string[];
                        };
                        product: components["schemas"]["Product"] | null;
                        debug: unknown[];
                    };
                };
            };
            /** @description The request cannot be read: not JSON, a wrong type, an unknown property, a NUL character */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A permission or a higher limit is needed */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Authenticated but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such resource in your organisation */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A property value violates a rule (exception.violation) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is larger than the route accepts */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A path parameter is longer than accepted (exception.parameter_too_long) */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Rate limited; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Internal error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getTransformationTransformationIdData: {
        parameters: {
            query?: {
                /** @description Page number, from 1 */
                page?: number;
                /** @description Rows per page, 1–100 */
                per_page?: number;
                /** @description Only the rows with at least one violation */
                only_errors?: boolean;
                /** @description Only the rows with a violation on this column (technical name or `#(technical_name)`) */
                error_column?: string;
            };
            header?: never;
            path: {
                /** @description UUID */
                transformationId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        payload: {
                            total_pages: number;
                            current_page: number;
                            total_items: number;
                            items_per_page: number;
                            rows: {
                                /** @description Row number: 1 is the first data row after the header */
                                row: number;
                                /** @description Cells as they stand in the target, keyed by column reference `#(technical_name)` */
                                data: {
                                    [key: string]: string;
                                };
                                violations: {
                                    /** @description Technical name of the column; empty for a violation of the whole row (`extra_cells`) */
                                    column: string;
                                    /** @description `type`, `required`, `conditional`, `uniqueness`, a validation function, or `extra_cells` (values the header has no column for) */
                                    rule: string;
                                    message: string;
                                }[];
                            }[];
                            /** @description True while the transform stage still writes the rows (step `transforming`): the first rows are served as soon as they exist, `total_items` counts the rows so far and grows until the step is `transformed`; edits wait for the end (409). */
                            transforming: boolean;
                        };
                        product: components["schemas"]["Product"] | null;
                        debug: unknown[];
                    };
                };
            };
            /** @description The request cannot be read: not JSON, a wrong type, an unknown property, a NUL character */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A permission or a higher limit is needed */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Authenticated but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such resource in your organisation */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A property value violates a rule (exception.violation) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A path parameter is longer than accepted (exception.parameter_too_long) */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Rate limited; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Internal error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    putTransformationTransformationIdData: {
        parameters: {
            query?: never;
            header?: {
                /** @description `return=representation` to get the edited rows back instead of an empty body (RFC 7240) */
                prefer?: string;
            };
            path: {
                /** @description UUID */
                transformationId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    rows: {
                        /** @description Row number, as the data pages give it */
                        row: number;
                        /** @description New cell texts keyed by `#(technical_name)` (or the bare technical name); null empties a cell */
                        data: {
                            [key: string]: string | number | boolean | null;
                        };
                        readonly violations?: {
                            /** @description Technical name of the column; empty for a violation of the whole row (`extra_cells`) */
                            column: string;
                            /** @description `type`, `required`, `conditional`, `uniqueness`, a validation function, or `extra_cells` (values the header has no column for) */
                            rule: string;
                            message: string;
                        }[];
                    }[];
                    readonly total_pages?: number;
                    readonly current_page?: number;
                    readonly total_items?: number;
                    readonly items_per_page?: number;
                    /** @description True while the transform stage still writes the rows (step `transforming`): the first rows are served as soon as they exist, `total_items` counts the rows so far and grows until the step is `transformed`; edits wait for the end (409). */
                    readonly transforming?: boolean;
                };
            };
        };
        responses: {
            /** @description Saved. No body, unless the request asked for `return=representation`: then the edited rows */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        payload: {
                            /** @description The edited rows as `GET …/data` shows them, with their new violations, in the order sent */
                            rows: {
                                /** @description Row number: 1 is the first data row after the header */
                                row: number;
                                /** @description Cells as they stand in the target, keyed by column reference `#(technical_name)` */
                                data: {
                                    [key: string]: string;
                                };
                                violations: {
                                    /** @description Technical name of the column; empty for a violation of the whole row (`extra_cells`) */
                                    column: string;
                                    /** @description `type`, `required`, `conditional`, `uniqueness`, a validation function, or `extra_cells` (values the header has no column for) */
                                    rule: string;
                                    message: string;
                                }[];
                            }[];
                        };
                        product: components["schemas"]["Product"] | null;
                        debug: unknown[];
                    };
                };
            };
            /** @description The request cannot be read: not JSON, a wrong type, an unknown property, a NUL character */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A permission or a higher limit is needed */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Authenticated but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such resource in your organisation */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A property value violates a rule (exception.violation) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is larger than the route accepts */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A path parameter is longer than accepted (exception.parameter_too_long) */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Rate limited; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Internal error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postTransformationTransformationIdSubmit: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description UUID */
                transformationId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        payload: {
                            /** @description Connector behind the transformation: the one its run applied, else the one saved from it; null for neither */
                            connector: {
                                is_connector: boolean;
                                changed: boolean;
                                connector_id: string | null;
                                name: string | null;
                                picture_url: string | null;
                            } | null;
                            submission_id: string | null;
                            /** @description The transformation the submission was made from (its steps, errors); null once deleted */
                            transformation_id: string | null;
                            /** @description The customer’s external ID */
                            customer_id: string | null;
                            customer_name: string | null;
                            customer_email: string | null;
                            source_id: string | null;
                            source_name: string | null;
                            /** @description The original uploaded file, unaltered, while it still exists */
                            source_file_url: string | null;
                            /** @description The UTF-8 CSV normalization produced, while it still exists */
                            normalized_source_file: string | null;
                            /** @description The target file */
                            target_file_url: string | null;
                            /** @description CSV `row,column,value,rule,message,line`, one record per violation: `row` numbers data rows from 1 after the header (as the data routes), `line` is where the row is in the file (sheet row, CSV line; the record number for JSON and XML) */
                            error_report_url: string | null;
                            /** @description CSV of the push to the receiver, one record per request: `request,started_at,status,duration_ms,rows,error`. Null when the template had no push when the submission was made. */
                            push_report_url: string | null;
                            /** @description CSV of the failing rows as they stand in the target; null when no row failed */
                            invalid_rows_url: string | null;
                            /** @description Permanent URL of the output file (needs a token of the organisation or the customer) */
                            download_url: string | null;
                            /** @description File name of the target, with its extension */
                            target_name: string | null;
                            /** @description Name of the uploaded or fetched file, while its transformation is kept */
                            original_name: string | null;
                            template_name: string | null;
                            template_item: string | null;
                            template_picture_url: string | null;
                            /** @description Rows imported from the source */
                            rows_in_source: number | null;
                            /** @description Blank rows and rows above the header */
                            rows_ignored_from_source: number | null;
                            /** @description Source columns mapped to no template column */
                            columns_ignored_from_source: number | null;
                            maximum_number_of_columns: number;
                            /** @description Rows written to the target */
                            rows_in_target: number | null;
                            /** @description Rows with at least one violation */
                            rows_in_error: number | null;
                            /** @description Rows cut for lack of line credit */
                            rows_ignored_from_target: number | null;
                            created_at: string | null;
                            pushed_at: string | null;
                            failed: boolean;
                            /** @description Why the submission failed */
                            error_message: string | null;
                            /** @description Made by the organisation's own trial customer (the console's Try it), not by a partner */
                            trial: boolean;
                            /** @description The submission this one replays (`POST /submission/{submissionId}/replay`); null otherwise */
                            replay_of: string | null;
                        };
                        product: components["schemas"]["Product"] | null;
                        debug: unknown[];
                    };
                };
            };
            /** @description The request cannot be read: not JSON, a wrong type, an unknown property, a NUL character */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A permission or a higher limit is needed */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Authenticated but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such resource in your organisation */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A property value violates a rule (exception.violation) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is larger than the route accepts */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A path parameter is longer than accepted (exception.parameter_too_long) */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Rate limited; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Internal error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getSenderSubmissions: {
        parameters: {
            query?: {
                /** @description Page number, from 1 */
                page?: number;
                /** @description Items per page, 1–100 */
                per_page?: number;
                /** @description Only this template’s (by handle); a handle the organisation does not have gives an empty list */
                template_handle?: string | null;
                /** @description Only this customer’s, by UUID or external ID; a customer the organisation does not have gives an empty list */
                customer_id?: string | null;
                /** @description Only files fetched by this source (UUID) */
                source_id?: string | null;
                /** @description Only files brought by this feed (UUID) */
                feed_id?: string | null;
                /** @description `running` (being written), `processed` (delivered, no row in error), `with_errors` (delivered with rows in error), `failed` (the delivery failed). A file that failed before it was submitted has no submission: see `GET /transformations?status=failed`. */
                status?: string | null;
                /** @description Created at or after this instant (ISO 8601; a date alone is midnight UTC) */
                from?: string | null;
                /** @description Created before this instant (ISO 8601, excluded) */
                to?: string | null;
                /** @description Searched (case-insensitive, anywhere in the text) in the customer’s name, e-mail and external ID, the template’s name, the target file’s name and the uploaded file’s name */
                criteria?: string | null;
                /** @description The `next_cursor` of the previous page: the page after it, newest first. Not together with `page`. */
                cursor?: string | null;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        payload: {
                            total_pages: number;
                            current_page: number;
                            total_items: number;
                            items_per_page: number;
                            entries: {
                                /** @description Connector behind the transformation: the one its run applied, else the one saved from it; null for neither */
                                connector: {
                                    is_connector: boolean;
                                    changed: boolean;
                                    connector_id: string | null;
                                    name: string | null;
                                    picture_url: string | null;
                                } | null;
                                submission_id: string | null;
                                /** @description The transformation the submission was made from (its steps, errors); null once deleted */
                                transformation_id: string | null;
                                /** @description The customer’s external ID */
                                customer_id: string | null;
                                customer_name: string | null;
                                customer_email: string | null;
                                source_id: string | null;
                                source_name: string | null;
                                /** @description The original uploaded file, unaltered, while it still exists */
                                source_file_url: string | null;
                                /** @description The UTF-8 CSV normalization produced, while it still exists */
                                normalized_source_file: string | null;
                                /** @description The target file */
                                target_file_url: string | null;
                                /** @description CSV `row,column,value,rule,message,line`, one record per violation: `row` numbers data rows from 1 after the header (as the data routes), `line` is where the row is in the file (sheet row, CSV line; the record number for JSON and XML) */
                                error_report_url: string | null;
                                /** @description CSV of the push to the receiver, one record per request: `request,started_at,status,duration_ms,rows,error`. Null when the template had no push when the submission was made. */
                                push_report_url: string | null;
                                /** @description CSV of the failing rows as they stand in the target; null when no row failed */
                                invalid_rows_url: string | null;
                                /** @description Permanent URL of the output file (needs a token of the organisation or the customer) */
                                download_url: string | null;
                                /** @description File name of the target, with its extension */
                                target_name: string | null;
                                /** @description Name of the uploaded or fetched file, while its transformation is kept */
                                original_name: string | null;
                                template_name: string | null;
                                template_item: string | null;
                                template_picture_url: string | null;
                                /** @description Rows imported from the source */
                                rows_in_source: number | null;
                                /** @description Blank rows and rows above the header */
                                rows_ignored_from_source: number | null;
                                /** @description Source columns mapped to no template column */
                                columns_ignored_from_source: number | null;
                                maximum_number_of_columns: number;
                                /** @description Rows written to the target */
                                rows_in_target: number | null;
                                /** @description Rows with at least one violation */
                                rows_in_error: number | null;
                                /** @description Rows cut for lack of line credit */
                                rows_ignored_from_target: number | null;
                                created_at: string | null;
                                pushed_at: string | null;
                                failed: boolean;
                                /** @description Why the submission failed */
                                error_message: string | null;
                                /** @description Made by the organisation's own trial customer (the console's Try it), not by a partner */
                                trial: boolean;
                                /** @description The submission this one replays (`POST /submission/{submissionId}/replay`); null otherwise */
                                replay_of: string | null;
                            }[];
                            /** @description Pass as `cursor` for the next page; null on the last page */
                            next_cursor: string | null;
                        };
                        product: components["schemas"]["Product"] | null;
                        debug: unknown[];
                    };
                };
            };
            /** @description The request cannot be read: not JSON, a wrong type, an unknown property, a NUL character */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A permission or a higher limit is needed */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Authenticated but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such resource in your organisation */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A property value violates a rule (exception.violation) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Rate limited; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Internal error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getSenderSubmission: {
        parameters: {
            query: {
                /** @description A submission’s `download_url` */
                download_url: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        payload: {
                            /** @description Connector behind the transformation: the one its run applied, else the one saved from it; null for neither */
                            connector: {
                                is_connector: boolean;
                                changed: boolean;
                                connector_id: string | null;
                                name: string | null;
                                picture_url: string | null;
                            } | null;
                            submission_id: string | null;
                            /** @description The transformation the submission was made from (its steps, errors); null once deleted */
                            transformation_id: string | null;
                            /** @description The customer’s external ID */
                            customer_id: string | null;
                            customer_name: string | null;
                            customer_email: string | null;
                            source_id: string | null;
                            source_name: string | null;
                            /** @description The original uploaded file, unaltered, while it still exists */
                            source_file_url: string | null;
                            /** @description The UTF-8 CSV normalization produced, while it still exists */
                            normalized_source_file: string | null;
                            /** @description The target file */
                            target_file_url: string | null;
                            /** @description CSV `row,column,value,rule,message,line`, one record per violation: `row` numbers data rows from 1 after the header (as the data routes), `line` is where the row is in the file (sheet row, CSV line; the record number for JSON and XML) */
                            error_report_url: string | null;
                            /** @description CSV of the push to the receiver, one record per request: `request,started_at,status,duration_ms,rows,error`. Null when the template had no push when the submission was made. */
                            push_report_url: string | null;
                            /** @description CSV of the failing rows as they stand in the target; null when no row failed */
                            invalid_rows_url: string | null;
                            /** @description Permanent URL of the output file (needs a token of the organisation or the customer) */
                            download_url: string | null;
                            /** @description File name of the target, with its extension */
                            target_name: string | null;
                            /** @description Name of the uploaded or fetched file, while its transformation is kept */
                            original_name: string | null;
                            template_name: string | null;
                            template_item: string | null;
                            template_picture_url: string | null;
                            /** @description Rows imported from the source */
                            rows_in_source: number | null;
                            /** @description Blank rows and rows above the header */
                            rows_ignored_from_source: number | null;
                            /** @description Source columns mapped to no template column */
                            columns_ignored_from_source: number | null;
                            maximum_number_of_columns: number;
                            /** @description Rows written to the target */
                            rows_in_target: number | null;
                            /** @description Rows with at least one violation */
                            rows_in_error: number | null;
                            /** @description Rows cut for lack of line credit */
                            rows_ignored_from_target: number | null;
                            created_at: string | null;
                            pushed_at: string | null;
                            failed: boolean;
                            /** @description Why the submission failed */
                            error_message: string | null;
                            /** @description Made by the organisation's own trial customer (the console's Try it), not by a partner */
                            trial: boolean;
                            /** @description The submission this one replays (`POST /submission/{submissionId}/replay`); null otherwise */
                            replay_of: string | null;
                        };
                        product: components["schemas"]["Product"] | null;
                        debug: unknown[];
                    };
                };
            };
            /** @description The request cannot be read: not JSON, a wrong type, an unknown property, a NUL character */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A permission or a higher limit is needed */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Authenticated but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such resource in your organisation */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A property value violates a rule (exception.violation) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Rate limited; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Internal error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getSubmissions: {
        parameters: {
            query?: {
                /** @description Page number, from 1 */
                page?: number;
                /** @description Items per page, 1–100 */
                per_page?: number;
                /** @description Only this template’s (by handle); a handle the organisation does not have gives an empty list */
                template_handle?: string | null;
                /** @description Only this customer’s, by UUID or external ID; a customer the organisation does not have gives an empty list */
                customer_id?: string | null;
                /** @description Only files fetched by this source (UUID) */
                source_id?: string | null;
                /** @description Only files brought by this feed (UUID) */
                feed_id?: string | null;
                /** @description `running` (being written), `processed` (delivered, no row in error), `with_errors` (delivered with rows in error), `failed` (the delivery failed). A file that failed before it was submitted has no submission: see `GET /transformations?status=failed`. */
                status?: string | null;
                /** @description Created at or after this instant (ISO 8601; a date alone is midnight UTC) */
                from?: string | null;
                /** @description Created before this instant (ISO 8601, excluded) */
                to?: string | null;
                /** @description Searched (case-insensitive, anywhere in the text) in the customer’s name, e-mail and external ID, the template’s name, the target file’s name and the uploaded file’s name */
                criteria?: string | null;
                /** @description The `next_cursor` of the previous page: the page after it, newest first. Not together with `page`. */
                cursor?: string | null;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        payload: {
                            total_pages: number;
                            current_page: number;
                            total_items: number;
                            items_per_page: number;
                            entries: {
                                /** @description Connector behind the transformation: the one its run applied, else the one saved from it; null for neither */
                                connector: {
                                    is_connector: boolean;
                                    changed: boolean;
                                    connector_id: string | null;
                                    name: string | null;
                                    picture_url: string | null;
                                } | null;
                                submission_id: string | null;
                                /** @description The transformation the submission was made from (its steps, errors); null once deleted */
                                transformation_id: string | null;
                                /** @description The customer’s external ID */
                                customer_id: string | null;
                                customer_name: string | null;
                                customer_email: string | null;
                                source_id: string | null;
                                source_name: string | null;
                                /** @description The original uploaded file, unaltered, while it still exists */
                                source_file_url: string | null;
                                /** @description The UTF-8 CSV normalization produced, while it still exists */
                                normalized_source_file: string | null;
                                /** @description The target file */
                                target_file_url: string | null;
                                /** @description CSV `row,column,value,rule,message,line`, one record per violation: `row` numbers data rows from 1 after the header (as the data routes), `line` is where the row is in the file (sheet row, CSV line; the record number for JSON and XML) */
                                error_report_url: string | null;
                                /** @description CSV of the push to the receiver, one record per request: `request,started_at,status,duration_ms,rows,error`. Null when the template had no push when the submission was made. */
                                push_report_url: string | null;
                                /** @description CSV of the failing rows as they stand in the target; null when no row failed */
                                invalid_rows_url: string | null;
                                /** @description Permanent URL of the output file (needs a token of the organisation or the customer) */
                                download_url: string | null;
                                /** @description File name of the target, with its extension */
                                target_name: string | null;
                                /** @description Name of the uploaded or fetched file, while its transformation is kept */
                                original_name: string | null;
                                template_name: string | null;
                                template_item: string | null;
                                template_picture_url: string | null;
                                /** @description Rows imported from the source */
                                rows_in_source: number | null;
                                /** @description Blank rows and rows above the header */
                                rows_ignored_from_source: number | null;
                                /** @description Source columns mapped to no template column */
                                columns_ignored_from_source: number | null;
                                maximum_number_of_columns: number;
                                /** @description Rows written to the target */
                                rows_in_target: number | null;
                                /** @description Rows with at least one violation */
                                rows_in_error: number | null;
                                /** @description Rows cut for lack of line credit */
                                rows_ignored_from_target: number | null;
                                created_at: string | null;
                                pushed_at: string | null;
                                failed: boolean;
                                /** @description Why the submission failed */
                                error_message: string | null;
                                /** @description Made by the organisation's own trial customer (the console's Try it), not by a partner */
                                trial: boolean;
                                /** @description The submission this one replays (`POST /submission/{submissionId}/replay`); null otherwise */
                                replay_of: string | null;
                            }[];
                            /** @description Pass as `cursor` for the next page; null on the last page */
                            next_cursor: string | null;
                        };
                        product: components["schemas"]["Product"] | null;
                        debug: unknown[];
                    };
                };
            };
            /** @description The request cannot be read: not JSON, a wrong type, an unknown property, a NUL character */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A permission or a higher limit is needed */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Authenticated but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such resource in your organisation */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A property value violates a rule (exception.violation) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Rate limited; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Internal error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getSubmissionSubmissionId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description UUID */
                submissionId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        payload: {
                            /** @description Connector behind the transformation: the one its run applied, else the one saved from it; null for neither */
                            connector: {
                                is_connector: boolean;
                                changed: boolean;
                                connector_id: string | null;
                                name: string | null;
                                picture_url: string | null;
                            } | null;
                            submission_id: string | null;
                            /** @description The transformation the submission was made from (its steps, errors); null once deleted */
                            transformation_id: string | null;
                            /** @description The customer’s external ID */
                            customer_id: string | null;
                            customer_name: string | null;
                            customer_email: string | null;
                            source_id: string | null;
                            source_name: string | null;
                            /** @description The original uploaded file, unaltered, while it still exists */
                            source_file_url: string | null;
                            /** @description The UTF-8 CSV normalization produced, while it still exists */
                            normalized_source_file: string | null;
                            /** @description The target file */
                            target_file_url: string | null;
                            /** @description CSV `row,column,value,rule,message,line`, one record per violation: `row` numbers data rows from 1 after the header (as the data routes), `line` is where the row is in the file (sheet row, CSV line; the record number for JSON and XML) */
                            error_report_url: string | null;
                            /** @description CSV of the push to the receiver, one record per request: `request,started_at,status,duration_ms,rows,error`. Null when the template had no push when the submission was made. */
                            push_report_url: string | null;
                            /** @description CSV of the failing rows as they stand in the target; null when no row failed */
                            invalid_rows_url: string | null;
                            /** @description Permanent URL of the output file (needs a token of the organisation or the customer) */
                            download_url: string | null;
                            /** @description File name of the target, with its extension */
                            target_name: string | null;
                            /** @description Name of the uploaded or fetched file, while its transformation is kept */
                            original_name: string | null;
                            template_name: string | null;
                            template_item: string | null;
                            template_picture_url: string | null;
                            /** @description Rows imported from the source */
                            rows_in_source: number | null;
                            /** @description Blank rows and rows above the header */
                            rows_ignored_from_source: number | null;
                            /** @description Source columns mapped to no template column */
                            columns_ignored_from_source: number | null;
                            maximum_number_of_columns: number;
                            /** @description Rows written to the target */
                            rows_in_target: number | null;
                            /** @description Rows with at least one violation */
                            rows_in_error: number | null;
                            /** @description Rows cut for lack of line credit */
                            rows_ignored_from_target: number | null;
                            created_at: string | null;
                            pushed_at: string | null;
                            failed: boolean;
                            /** @description Why the submission failed */
                            error_message: string | null;
                            /** @description Made by the organisation's own trial customer (the console's Try it), not by a partner */
                            trial: boolean;
                            /** @description The submission this one replays (`POST /submission/{submissionId}/replay`); null otherwise */
                            replay_of: string | null;
                        };
                        product: components["schemas"]["Product"] | null;
                        debug: unknown[];
                    };
                };
            };
            /** @description The request cannot be read: not JSON, a wrong type, an unknown property, a NUL character */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A permission or a higher limit is needed */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Authenticated but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such resource in your organisation */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A property value violates a rule (exception.violation) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A path parameter is longer than accepted (exception.parameter_too_long) */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Rate limited; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Internal error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postSubmissionSubmissionIdReplay: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description UUID */
                submissionId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        payload: {
                            /** Format: uuid */
                            automation_id: string;
                            /** @description `upload` for a file sent over the API; a run of a source: `schedule`, `email` or `manual`; `replay` for a submission run again (`POST /submission/{submissionId}/replay`) */
                            type: "upload" | "schedule" | "email" | "manual" | "replay";
                            step: string;
                            step_for_humans: {
                                /** @description Translation key, e.g. `automation.step.matched` */
                                code: string;
                                /** @description Translated text */
                                message: string;
                            };
                            details: string | null;
                            /** @description Every step passed through, oldest first, those shown briefly included */
                            history: {
                                step: string;
                                /**
                                 * Format: date-time
                                 * @description When the step was entered
                                 */
                                at: string;
                            }[];
                            original_file: string | null;
                            transformed_file: string | null;
                            error_report_file: string | null;
                            /** @description rows_in_source, rows_ignored_from_source, columns_ignored_from_source, rows_in_target, rows_in_error, rows_ignored_from_target; null until the data is transformed */
                            counters: {
                                [key: string]: number;
                            } | null;
                            /** Format: date-time */
                            created_at: string;
                        };
                        product: components["schemas"]["Product"] | null;
                        debug: unknown[];
                    };
                };
            };
            /** @description The request cannot be read: not JSON, a wrong type, an unknown property, a NUL character */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A permission or a higher limit is needed */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Authenticated but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such resource in your organisation */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A property value violates a rule (exception.violation) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is larger than the route accepts */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A path parameter is longer than accepted (exception.parameter_too_long) */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Rate limited; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Internal error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getSubmissionSubmissionIdDownload: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description UUID */
                submissionId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file, with its media type in Content-Type */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                    "text/plain": string;
                    "application/xml": string;
                    "application/json": string;
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                    "text/html": string;
                    "text/tab-separated-values": string;
                    "application/vnd.ms-excel": string;
                    "application/vnd.oasis.opendocument.spreadsheet": string;
                    "application/octet-stream": string;
                };
            };
            /** @description The request cannot be read: not JSON, a wrong type, an unknown property, a NUL character */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A permission or a higher limit is needed */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Authenticated but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such resource in your organisation */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A property value violates a rule (exception.violation) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A path parameter is longer than accepted (exception.parameter_too_long) */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Rate limited; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Internal error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getSubmissionSubmissionIdFileKind: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description UUID */
                submissionId: string;
                kind: "source" | "normalized" | "target" | "error_report" | "invalid_rows" | "push_report";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file, with its media type in Content-Type */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                    "text/plain": string;
                    "application/xml": string;
                    "application/json": string;
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                    "text/html": string;
                    "text/tab-separated-values": string;
                    "application/vnd.ms-excel": string;
                    "application/vnd.oasis.opendocument.spreadsheet": string;
                    "application/octet-stream": string;
                };
            };
            /** @description The request cannot be read: not JSON, a wrong type, an unknown property, a NUL character */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A permission or a higher limit is needed */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Authenticated but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such resource in your organisation */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A property value violates a rule (exception.violation) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A path parameter is longer than accepted (exception.parameter_too_long) */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Rate limited; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Internal error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postSenderSource: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description A receiver may give the source to one of its customers; a sender's is its own */
                    customer_id?: string | null;
                    user_metadata?: {
                        /** @description Non-blank, unique */
                        name: string;
                        value?: string | null;
                    }[] | null;
                    name?: string | null;
                    /** @description upload, url, ftp, sftp, custom, email or api_fetcher */
                    data_extractor?: string | null;
                    url?: {
                        url?: string | null;
                        method?: string | null;
                        /** @description Sent with the request. Values of credential headers (Authorization, X-Api-Key, …): Secret: reads as `********`; sending `********` back keeps the stored value */
                        headers?: {
                            [key: string]: string;
                        } | null;
                        /** @description Sent with the request, never updated from answers. Secret: reads as `********`; sending `********` back keeps the stored value */
                        cookies?: {
                            [key: string]: string;
                        } | null;
                        content_type?: string | null;
                        body?: (string | null) | null;
                    } | null;
                    ftp?: {
                        host?: string | null;
                        username?: string | null;
                        password?: string | null;
                        port?: (number | null) | null;
                        path?: string | null;
                        is_ssl?: (boolean | null) | null;
                    } | null;
                    sftp?: {
                        host?: string | null;
                        username?: string | null;
                        port?: number | null;
                        password?: (string | null) | null;
                        path?: string | null;
                        private_key?: (string | null) | null;
                        passphrase?: (string | null) | null;
                        host_key?: (string | null) | null;
                    } | null;
                    custom?: {
                        custom_data_extractor_id?: (string | null) | null;
                        handle?: (string | null) | null;
                        metadata?: {
                            /** @description Non-blank, unique */
                            name: string;
                            value?: string | null;
                        }[] | null;
                    } | null;
                    email?: {
                        /** @description Where to send files: `src-<12 letters and digits>@<mail domain>` */
                        readonly address?: string;
                        allowed_senders?: string[] | null;
                        subject_pattern?: string | null;
                    } | null;
                    api_fetcher?: {
                        url?: string | null;
                        method?: string | null;
                        /** @description Sent with the request. Values of credential headers (Authorization, X-Api-Key, …): Secret: reads as `********`; sending `********` back keeps the stored value */
                        headers?: {
                            [key: string]: string;
                        } | null;
                        /** @description Sent with the request, never updated from answers. Secret: reads as `********`; sending `********` back keeps the stored value */
                        cookies?: {
                            [key: string]: string;
                        } | null;
                        content_type?: string | null;
                        body?: (string | null) | null;
                        records_path?: string | null;
                        pagination?: {
                            type?: string | null;
                            param?: (string | null) | null;
                            cursor_path?: (string | null) | null;
                            max_pages?: (number | null) | null;
                        } | null;
                    } | null;
                    /** Format: uuid */
                    readonly source_id?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        payload: {
                            /** Format: uuid */
                            source_id: string;
                            /** @description The sender that owns the source; null: the receiver's own */
                            customer_id: string | null;
                            user_metadata: {
                                name: string;
                                value: string | null;
                            }[];
                            name: string | null;
                            /** @enum {unknown} */
                            data_extractor: "upload" | "url" | "ftp" | "sftp" | "custom" | "email" | "api_fetcher";
                            /** @description Null unless data_extractor is url, or when the plan lacks X_IMPORT_URL */
                            url: {
                                /** @description Target of the request: http or https, 2,000 characters at most */
                                url: string;
                                /** @enum {unknown} */
                                method: "GET" | "POST" | "PUT" | "DELETE" | "PATCH";
                                /** @description Sent with the request. Values of credential headers (Authorization, X-Api-Key, …): Secret: reads as `********`; sending `********` back keeps the stored value */
                                headers: {
                                    [key: string]: string;
                                };
                                /** @description Sent with the request, never updated from answers. Secret: reads as `********`; sending `********` back keeps the stored value */
                                cookies: {
                                    [key: string]: string;
                                };
                                content_type: ("application/json" | "application/xml" | "text/plain" | "application/x-www-form-urlencoded" | "multipart/form-data") | null;
                                /** @description Encoded body */
                                body: string | null;
                            } | null;
                            /** @description Null unless data_extractor is ftp, or when the plan lacks X_IMPORT_FTP */
                            ftp: {
                                host: string;
                                username: string;
                                /** @description Secret: reads as `********`; sending `********` back keeps the stored value */
                                password: string;
                                port: number | null;
                                /** @description Absolute; `*` and `?` allowed in the last segment. The first match is taken */
                                path: string;
                                is_ssl: boolean | null;
                            } | null;
                            /** @description Null unless data_extractor is sftp, or when the plan lacks X_IMPORT_SFTP */
                            sftp: {
                                host: string;
                                username: string;
                                port: number;
                                /** @description Secret: reads as `********`; sending `********` back keeps the stored value */
                                password: string | null;
                                /** @description Absolute; `*` and `?` allowed in the last segment. The first match is taken */
                                path: string;
                                /** @description OpenSSH or PEM. Secret: reads as `********`; sending `********` back keeps the stored value */
                                private_key: string | null;
                                /** @description Of an encrypted private_key. Secret: reads as `********`; sending `********` back keeps the stored value */
                                passphrase: string | null;
                                /** @description The server's host key fingerprint as `ssh-keygen -l` prints it (`SHA256:` and 43 characters). Null: the first successful run pins the key the server shows (trust on first use). Kept while host and port stay the same; a run that meets another key fails */
                                host_key: string | null;
                            } | null;
                            /** @description Null unless data_extractor is custom, or when the plan lacks X_IMPORT_CUSTOM */
                            custom: {
                                custom_data_extractor_id: string | null;
                                handle: string | null;
                                metadata: {
                                    name: string;
                                    value: string | null;
                                }[];
                            } | null;
                            /** @description Null unless data_extractor is email, or when the plan lacks X_IMPORT_EMAIL */
                            email: {
                                /** @description Where to send files: `src-<12 letters and digits>@<mail domain>` */
                                address: string;
                                /** @description Patterns such as `*@partner.com`; `*` for anyone */
                                allowed_senders: string[];
                                /** @description RE2 regular expression searched in the subject; null: any subject */
                                subject_pattern: string | null;
                            } | null;
                            /** @description Null unless data_extractor is api_fetcher, or when the plan lacks X_API_FETCHER */
                            api_fetcher: {
                                /** @description Target of the request: http or https, 2,000 characters at most */
                                url: string;
                                /** @enum {unknown} */
                                method: "GET" | "POST" | "PUT" | "DELETE" | "PATCH";
                                /** @description Sent with the request. Values of credential headers (Authorization, X-Api-Key, …): Secret: reads as `********`; sending `********` back keeps the stored value */
                                headers: {
                                    [key: string]: string;
                                };
                                /** @description Sent with the request, never updated from answers. Secret: reads as `********`; sending `********` back keeps the stored value */
                                cookies: {
                                    [key: string]: string;
                                };
                                content_type: ("application/json" | "application/xml" | "text/plain" | "application/x-www-form-urlencoded" | "multipart/form-data") | null;
                                /** @description Encoded body */
                                body: string | null;
                                /** @description Dotted path to the array of records (`data.items`); empty: the answer */
                                records_path: string;
                                pagination: {
                                    /** @enum {unknown} */
                                    type: "none" | "page" | "cursor" | "link";
                                    /** @description Query parameter carrying the page number or the cursor */
                                    param: string | null;
                                    /** @description Dotted path to the next cursor in an answer */
                                    cursor_path: string | null;
                                    /** @description Pages fetched at most, 1–1000 */
                                    max_pages: number | null;
                                };
                            } | null;
                        };
                        product: components["schemas"]["Product"] | null;
                        debug: unknown[];
                    };
                };
            };
            /** @description The request cannot be read: not JSON, a wrong type, an unknown property, a NUL character */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A permission or a higher limit is needed */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Authenticated but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such resource in your organisation */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A property value violates a rule (exception.violation) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is larger than the route accepts */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Rate limited; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Internal error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getSenderSourceSourceId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description UUID */
                sourceId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        payload: {
                            /** Format: uuid */
                            source_id: string;
                            /** @description The sender that owns the source; null: the receiver's own */
                            customer_id: string | null;
                            user_metadata: {
                                name: string;
                                value: string | null;
                            }[];
                            name: string | null;
                            /** @enum {unknown} */
                            data_extractor: "upload" | "url" | "ftp" | "sftp" | "custom" | "email" | "api_fetcher";
                            /** @description Null unless data_extractor is url, or when the plan lacks X_IMPORT_URL */
                            url: {
                                /** @description Target of the request: http or https, 2,000 characters at most */
                                url: string;
                                /** @enum {unknown} */
                                method: "GET" | "POST" | "PUT" | "DELETE" | "PATCH";
                                /** @description Sent with the request. Values of credential headers (Authorization, X-Api-Key, …): Secret: reads as `********`; sending `********` back keeps the stored value */
                                headers: {
                                    [key: string]: string;
                                };
                                /** @description Sent with the request, never updated from answers. Secret: reads as `********`; sending `********` back keeps the stored value */
                                cookies: {
                                    [key: string]: string;
                                };
                                content_type: ("application/json" | "application/xml" | "text/plain" | "application/x-www-form-urlencoded" | "multipart/form-data") | null;
                                /** @description Encoded body */
                                body: string | null;
                            } | null;
                            /** @description Null unless data_extractor is ftp, or when the plan lacks X_IMPORT_FTP */
                            ftp: {
                                host: string;
                                username: string;
                                /** @description Secret: reads as `********`; sending `********` back keeps the stored value */
                                password: string;
                                port: number | null;
                                /** @description Absolute; `*` and `?` allowed in the last segment. The first match is taken */
                                path: string;
                                is_ssl: boolean | null;
                            } | null;
                            /** @description Null unless data_extractor is sftp, or when the plan lacks X_IMPORT_SFTP */
                            sftp: {
                                host: string;
                                username: string;
                                port: number;
                                /** @description Secret: reads as `********`; sending `********` back keeps the stored value */
                                password: string | null;
                                /** @description Absolute; `*` and `?` allowed in the last segment. The first match is taken */
                                path: string;
                                /** @description OpenSSH or PEM. Secret: reads as `********`; sending `********` back keeps the stored value */
                                private_key: string | null;
                                /** @description Of an encrypted private_key. Secret: reads as `********`; sending `********` back keeps the stored value */
                                passphrase: string | null;
                                /** @description The server's host key fingerprint as `ssh-keygen -l` prints it (`SHA256:` and 43 characters). Null: the first successful run pins the key the server shows (trust on first use). Kept while host and port stay the same; a run that meets another key fails */
                                host_key: string | null;
                            } | null;
                            /** @description Null unless data_extractor is custom, or when the plan lacks X_IMPORT_CUSTOM */
                            custom: {
                                custom_data_extractor_id: string | null;
                                handle: string | null;
                                metadata: {
                                    name: string;
                                    value: string | null;
                                }[];
                            } | null;
                            /** @description Null unless data_extractor is email, or when the plan lacks X_IMPORT_EMAIL */
                            email: {
                                /** @description Where to send files: `src-<12 letters and digits>@<mail domain>` */
                                address: string;
                                /** @description Patterns such as `*@partner.com`; `*` for anyone */
                                allowed_senders: string[];
                                /** @description RE2 regular expression searched in the subject; null: any subject */
                                subject_pattern: string | null;
                            } | null;
                            /** @description Null unless data_extractor is api_fetcher, or when the plan lacks X_API_FETCHER */
                            api_fetcher: {
                                /** @description Target of the request: http or https, 2,000 characters at most */
                                url: string;
                                /** @enum {unknown} */
                                method: "GET" | "POST" | "PUT" | "DELETE" | "PATCH";
                                /** @description Sent with the request. Values of credential headers (Authorization, X-Api-Key, …): Secret: reads as `********`; sending `********` back keeps the stored value */
                                headers: {
                                    [key: string]: string;
                                };
                                /** @description Sent with the request, never updated from answers. Secret: reads as `********`; sending `********` back keeps the stored value */
                                cookies: {
                                    [key: string]: string;
                                };
                                content_type: ("application/json" | "application/xml" | "text/plain" | "application/x-www-form-urlencoded" | "multipart/form-data") | null;
                                /** @description Encoded body */
                                body: string | null;
                                /** @description Dotted path to the array of records (`data.items`); empty: the answer */
                                records_path: string;
                                pagination: {
                                    /** @enum {unknown} */
                                    type: "none" | "page" | "cursor" | "link";
                                    /** @description Query parameter carrying the page number or the cursor */
                                    param: string | null;
                                    /** @description Dotted path to the next cursor in an answer */
                                    cursor_path: string | null;
                                    /** @description Pages fetched at most, 1–1000 */
                                    max_pages: number | null;
                                };
                            } | null;
                        };
                        product: components["schemas"]["Product"] | null;
                        debug: unknown[];
                    };
                };
            };
            /** @description The request cannot be read: not JSON, a wrong type, an unknown property, a NUL character */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A permission or a higher limit is needed */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Authenticated but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such resource in your organisation */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A property value violates a rule (exception.violation) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A path parameter is longer than accepted (exception.parameter_too_long) */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Rate limited; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Internal error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    putSenderSourceSourceId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description UUID */
                sourceId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description A receiver may give the source to one of its customers; a sender's is its own */
                    customer_id?: string | null;
                    user_metadata?: {
                        /** @description Non-blank, unique */
                        name: string;
                        value?: string | null;
                    }[] | null;
                    name?: string | null;
                    /** @description upload, url, ftp, sftp, custom, email or api_fetcher */
                    data_extractor?: string | null;
                    url?: {
                        url?: string | null;
                        method?: string | null;
                        /** @description Sent with the request. Values of credential headers (Authorization, X-Api-Key, …): Secret: reads as `********`; sending `********` back keeps the stored value */
                        headers?: {
                            [key: string]: string;
                        } | null;
                        /** @description Sent with the request, never updated from answers. Secret: reads as `********`; sending `********` back keeps the stored value */
                        cookies?: {
                            [key: string]: string;
                        } | null;
                        content_type?: string | null;
                        body?: (string | null) | null;
                    } | null;
                    ftp?: {
                        host?: string | null;
                        username?: string | null;
                        password?: string | null;
                        port?: (number | null) | null;
                        path?: string | null;
                        is_ssl?: (boolean | null) | null;
                    } | null;
                    sftp?: {
                        host?: string | null;
                        username?: string | null;
                        port?: number | null;
                        password?: (string | null) | null;
                        path?: string | null;
                        private_key?: (string | null) | null;
                        passphrase?: (string | null) | null;
                        host_key?: (string | null) | null;
                    } | null;
                    custom?: {
                        custom_data_extractor_id?: (string | null) | null;
                        handle?: (string | null) | null;
                        metadata?: {
                            /** @description Non-blank, unique */
                            name: string;
                            value?: string | null;
                        }[] | null;
                    } | null;
                    email?: {
                        /** @description Where to send files: `src-<12 letters and digits>@<mail domain>` */
                        readonly address?: string;
                        allowed_senders?: string[] | null;
                        subject_pattern?: string | null;
                    } | null;
                    api_fetcher?: {
                        url?: string | null;
                        method?: string | null;
                        /** @description Sent with the request. Values of credential headers (Authorization, X-Api-Key, …): Secret: reads as `********`; sending `********` back keeps the stored value */
                        headers?: {
                            [key: string]: string;
                        } | null;
                        /** @description Sent with the request, never updated from answers. Secret: reads as `********`; sending `********` back keeps the stored value */
                        cookies?: {
                            [key: string]: string;
                        } | null;
                        content_type?: string | null;
                        body?: (string | null) | null;
                        records_path?: string | null;
                        pagination?: {
                            type?: string | null;
                            param?: (string | null) | null;
                            cursor_path?: (string | null) | null;
                            max_pages?: (number | null) | null;
                        } | null;
                    } | null;
                    /** Format: uuid */
                    readonly source_id?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        payload: {
                            /** Format: uuid */
                            source_id: string;
                            /** @description The sender that owns the source; null: the receiver's own */
                            customer_id: string | null;
                            user_metadata: {
                                name: string;
                                value: string | null;
                            }[];
                            name: string | null;
                            /** @enum {unknown} */
                            data_extractor: "upload" | "url" | "ftp" | "sftp" | "custom" | "email" | "api_fetcher";
                            /** @description Null unless data_extractor is url, or when the plan lacks X_IMPORT_URL */
                            url: {
                                /** @description Target of the request: http or https, 2,000 characters at most */
                                url: string;
                                /** @enum {unknown} */
                                method: "GET" | "POST" | "PUT" | "DELETE" | "PATCH";
                                /** @description Sent with the request. Values of credential headers (Authorization, X-Api-Key, …): Secret: reads as `********`; sending `********` back keeps the stored value */
                                headers: {
                                    [key: string]: string;
                                };
                                /** @description Sent with the request, never updated from answers. Secret: reads as `********`; sending `********` back keeps the stored value */
                                cookies: {
                                    [key: string]: string;
                                };
                                content_type: ("application/json" | "application/xml" | "text/plain" | "application/x-www-form-urlencoded" | "multipart/form-data") | null;
                                /** @description Encoded body */
                                body: string | null;
                            } | null;
                            /** @description Null unless data_extractor is ftp, or when the plan lacks X_IMPORT_FTP */
                            ftp: {
                                host: string;
                                username: string;
                                /** @description Secret: reads as `********`; sending `********` back keeps the stored value */
                                password: string;
                                port: number | null;
                                /** @description Absolute; `*` and `?` allowed in the last segment. The first match is taken */
                                path: string;
                                is_ssl: boolean | null;
                            } | null;
                            /** @description Null unless data_extractor is sftp, or when the plan lacks X_IMPORT_SFTP */
                            sftp: {
                                host: string;
                                username: string;
                                port: number;
                                /** @description Secret: reads as `********`; sending `********` back keeps the stored value */
                                password: string | null;
                                /** @description Absolute; `*` and `?` allowed in the last segment. The first match is taken */
                                path: string;
                                /** @description OpenSSH or PEM. Secret: reads as `********`; sending `********` back keeps the stored value */
                                private_key: string | null;
                                /** @description Of an encrypted private_key. Secret: reads as `********`; sending `********` back keeps the stored value */
                                passphrase: string | null;
                                /** @description The server's host key fingerprint as `ssh-keygen -l` prints it (`SHA256:` and 43 characters). Null: the first successful run pins the key the server shows (trust on first use). Kept while host and port stay the same; a run that meets another key fails */
                                host_key: string | null;
                            } | null;
                            /** @description Null unless data_extractor is custom, or when the plan lacks X_IMPORT_CUSTOM */
                            custom: {
                                custom_data_extractor_id: string | null;
                                handle: string | null;
                                metadata: {
                                    name: string;
                                    value: string | null;
                                }[];
                            } | null;
                            /** @description Null unless data_extractor is email, or when the plan lacks X_IMPORT_EMAIL */
                            email: {
                                /** @description Where to send files: `src-<12 letters and digits>@<mail domain>` */
                                address: string;
                                /** @description Patterns such as `*@partner.com`; `*` for anyone */
                                allowed_senders: string[];
                                /** @description RE2 regular expression searched in the subject; null: any subject */
                                subject_pattern: string | null;
                            } | null;
                            /** @description Null unless data_extractor is api_fetcher, or when the plan lacks X_API_FETCHER */
                            api_fetcher: {
                                /** @description Target of the request: http or https, 2,000 characters at most */
                                url: string;
                                /** @enum {unknown} */
                                method: "GET" | "POST" | "PUT" | "DELETE" | "PATCH";
                                /** @description Sent with the request. Values of credential headers (Authorization, X-Api-Key, …): Secret: reads as `********`; sending `********` back keeps the stored value */
                                headers: {
                                    [key: string]: string;
                                };
                                /** @description Sent with the request, never updated from answers. Secret: reads as `********`; sending `********` back keeps the stored value */
                                cookies: {
                                    [key: string]: string;
                                };
                                content_type: ("application/json" | "application/xml" | "text/plain" | "application/x-www-form-urlencoded" | "multipart/form-data") | null;
                                /** @description Encoded body */
                                body: string | null;
                                /** @description Dotted path to the array of records (`data.items`); empty: the answer */
                                records_path: string;
                                pagination: {
                                    /** @enum {unknown} */
                                    type: "none" | "page" | "cursor" | "link";
                                    /** @description Query parameter carrying the page number or the cursor */
                                    param: string | null;
                                    /** @description Dotted path to the next cursor in an answer */
                                    cursor_path: string | null;
                                    /** @description Pages fetched at most, 1–1000 */
                                    max_pages: number | null;
                                };
                            } | null;
                        };
                        product: components["schemas"]["Product"] | null;
                        debug: unknown[];
                    };
                };
            };
            /** @description The request cannot be read: not JSON, a wrong type, an unknown property, a NUL character */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A permission or a higher limit is needed */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Authenticated but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such resource in your organisation */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A property value violates a rule (exception.violation) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is larger than the route accepts */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A path parameter is longer than accepted (exception.parameter_too_long) */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Rate limited; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Internal error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    deleteSenderSourceSourceId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description UUID */
                sourceId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request cannot be read: not JSON, a wrong type, an unknown property, a NUL character */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A permission or a higher limit is needed */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Authenticated but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such resource in your organisation */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A property value violates a rule (exception.violation) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is larger than the route accepts */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A path parameter is longer than accepted (exception.parameter_too_long) */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Rate limited; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Internal error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getSenderSources: {
        parameters: {
            query?: {
                /** @description Page number, from 1 */
                page?: number;
                /** @description Items per page, 1–100 */
                per_page?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        payload: {
                            total_pages: number;
                            current_page: number;
                            total_items: number;
                            items_per_page: number;
                            entries: {
                                /** Format: uuid */
                                source_id: string;
                                /** @description The sender that owns the source; null: the receiver's own */
                                customer_id: string | null;
                                user_metadata: {
                                    name: string;
                                    value: string | null;
                                }[];
                                name: string | null;
                                /** @enum {unknown} */
                                data_extractor: "upload" | "url" | "ftp" | "sftp" | "custom" | "email" | "api_fetcher";
                                /** @description Null unless data_extractor is url, or when the plan lacks X_IMPORT_URL */
                                url: {
                                    /** @description Target of the request: http or https, 2,000 characters at most */
                                    url: string;
                                    /** @enum {unknown} */
                                    method: "GET" | "POST" | "PUT" | "DELETE" | "PATCH";
                                    /** @description Sent with the request. Values of credential headers (Authorization, X-Api-Key, …): Secret: reads as `********`; sending `********` back keeps the stored value */
                                    headers: {
                                        [key: string]: string;
                                    };
                                    /** @description Sent with the request, never updated from answers. Secret: reads as `********`; sending `********` back keeps the stored value */
                                    cookies: {
                                        [key: string]: string;
                                    };
                                    content_type: ("application/json" | "application/xml" | "text/plain" | "application/x-www-form-urlencoded" | "multipart/form-data") | null;
                                    /** @description Encoded body */
                                    body: string | null;
                                } | null;
                                /** @description Null unless data_extractor is ftp, or when the plan lacks X_IMPORT_FTP */
                                ftp: {
                                    host: string;
                                    username: string;
                                    /** @description Secret: reads as `********`; sending `********` back keeps the stored value */
                                    password: string;
                                    port: number | null;
                                    /** @description Absolute; `*` and `?` allowed in the last segment. The first match is taken */
                                    path: string;
                                    is_ssl: boolean | null;
                                } | null;
                                /** @description Null unless data_extractor is sftp, or when the plan lacks X_IMPORT_SFTP */
                                sftp: {
                                    host: string;
                                    username: string;
                                    port: number;
                                    /** @description Secret: reads as `********`; sending `********` back keeps the stored value */
                                    password: string | null;
                                    /** @description Absolute; `*` and `?` allowed in the last segment. The first match is taken */
                                    path: string;
                                    /** @description OpenSSH or PEM. Secret: reads as `********`; sending `********` back keeps the stored value */
                                    private_key: string | null;
                                    /** @description Of an encrypted private_key. Secret: reads as `********`; sending `********` back keeps the stored value */
                                    passphrase: string | null;
                                    /** @description The server's host key fingerprint as `ssh-keygen -l` prints it (`SHA256:` and 43 characters). Null: the first successful run pins the key the server shows (trust on first use). Kept while host and port stay the same; a run that meets another key fails */
                                    host_key: string | null;
                                } | null;
                                /** @description Null unless data_extractor is custom, or when the plan lacks X_IMPORT_CUSTOM */
                                custom: {
                                    custom_data_extractor_id: string | null;
                                    handle: string | null;
                                    metadata: {
                                        name: string;
                                        value: string | null;
                                    }[];
                                } | null;
                                /** @description Null unless data_extractor is email, or when the plan lacks X_IMPORT_EMAIL */
                                email: {
                                    /** @description Where to send files: `src-<12 letters and digits>@<mail domain>` */
                                    address: string;
                                    /** @description Patterns such as `*@partner.com`; `*` for anyone */
                                    allowed_senders: string[];
                                    /** @description RE2 regular expression searched in the subject; null: any subject */
                                    subject_pattern: string | null;
                                } | null;
                                /** @description Null unless data_extractor is api_fetcher, or when the plan lacks X_API_FETCHER */
                                api_fetcher: {
                                    /** @description Target of the request: http or https, 2,000 characters at most */
                                    url: string;
                                    /** @enum {unknown} */
                                    method: "GET" | "POST" | "PUT" | "DELETE" | "PATCH";
                                    /** @description Sent with the request. Values of credential headers (Authorization, X-Api-Key, …): Secret: reads as `********`; sending `********` back keeps the stored value */
                                    headers: {
                                        [key: string]: string;
                                    };
                                    /** @description Sent with the request, never updated from answers. Secret: reads as `********`; sending `********` back keeps the stored value */
                                    cookies: {
                                        [key: string]: string;
                                    };
                                    content_type: ("application/json" | "application/xml" | "text/plain" | "application/x-www-form-urlencoded" | "multipart/form-data") | null;
                                    /** @description Encoded body */
                                    body: string | null;
                                    /** @description Dotted path to the array of records (`data.items`); empty: the answer */
                                    records_path: string;
                                    pagination: {
                                        /** @enum {unknown} */
                                        type: "none" | "page" | "cursor" | "link";
                                        /** @description Query parameter carrying the page number or the cursor */
                                        param: string | null;
                                        /** @description Dotted path to the next cursor in an answer */
                                        cursor_path: string | null;
                                        /** @description Pages fetched at most, 1–1000 */
                                        max_pages: number | null;
                                    };
                                } | null;
                            }[];
                        };
                        product: components["schemas"]["Product"] | null;
                        debug: unknown[];
                    };
                };
            };
            /** @description The request cannot be read: not JSON, a wrong type, an unknown property, a NUL character */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A permission or a higher limit is needed */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Authenticated but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such resource in your organisation */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A property value violates a rule (exception.violation) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Rate limited; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Internal error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getFeeds: {
        parameters: {
            query?: {
                /** @description Page number, from 1 */
                page?: number;
                /** @description Items per page, 1–100 */
                per_page?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        payload: {
                            total_pages: number;
                            current_page: number;
                            total_items: number;
                            items_per_page: number;
                            entries: {
                                /** Format: uuid */
                                feed_id: string;
                                /** @description The customer who owns the feed's source; null: the receiver's own */
                                customer_id: string | null;
                                name: string;
                                /** Format: uuid */
                                source_id: string;
                                template_handle: string;
                                connector_id: string | null;
                                /** @description 5-field cron expression (minute hour day-of-month month day-of-week); null: no schedule */
                                cron: string | null;
                                /** @description IANA time zone the schedule is read in */
                                timezone: string;
                                auto_submit: boolean;
                                /** @description false: paused (no schedule, no e-mail runs; a run by hand still works) */
                                enabled: boolean;
                                /** Format: date-time */
                                created_at: string;
                                /** Format: date-time */
                                updated_at: string;
                                last_run_at: string | null;
                                /** @description The next scheduled run; null without a schedule or while paused */
                                next_run_at: string | null;
                            }[];
                        };
                        product: components["schemas"]["Product"] | null;
                        debug: unknown[];
                    };
                };
            };
            /** @description The request cannot be read: not JSON, a wrong type, an unknown property, a NUL character */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A permission or a higher limit is needed */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Authenticated but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such resource in your organisation */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A property value violates a rule (exception.violation) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Rate limited; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Internal error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postFeeds: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Required on creation, not blank, 255 characters at most */
                    name?: string | null;
                    /** @description A source of the organisation (a customer: its own) other than an upload source. Required on creation */
                    source_id?: string | null;
                    /** @description A template the source's owner may use. Required on creation */
                    template_handle?: string | null;
                    /** @description A connector saved on the template; null for none */
                    connector_id?: string | null;
                    /** @description When to run: 5-field cron expression, e.g. `0 6 * * 1-5`; null or absent: no schedule */
                    cron?: string | null;
                    /** @description IANA time zone of the schedule; default UTC */
                    timezone?: string | null;
                    /** @description Runs go on to a submission by themselves; default true */
                    auto_submit?: boolean;
                    /** @description false pauses the feed; default true */
                    enabled?: boolean;
                    /** Format: uuid */
                    readonly feed_id?: string;
                    /** @description The customer who owns the feed's source; null: the receiver's own */
                    readonly customer_id?: string | null;
                    /** Format: date-time */
                    readonly created_at?: string;
                    /** Format: date-time */
                    readonly updated_at?: string;
                    readonly last_run_at?: string | null;
                    /** @description The next scheduled run; null without a schedule or while paused */
                    readonly next_run_at?: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        payload: {
                            /** Format: uuid */
                            feed_id: string;
                            /** @description The customer who owns the feed's source; null: the receiver's own */
                            customer_id: string | null;
                            name: string;
                            /** Format: uuid */
                            source_id: string;
                            template_handle: string;
                            connector_id: string | null;
                            /** @description 5-field cron expression (minute hour day-of-month month day-of-week); null: no schedule */
                            cron: string | null;
                            /** @description IANA time zone the schedule is read in */
                            timezone: string;
                            auto_submit: boolean;
                            /** @description false: paused (no schedule, no e-mail runs; a run by hand still works) */
                            enabled: boolean;
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            updated_at: string;
                            last_run_at: string | null;
                            /** @description The next scheduled run; null without a schedule or while paused */
                            next_run_at: string | null;
                        };
                        product: components["schemas"]["Product"] | null;
                        debug: unknown[];
                    };
                };
            };
            /** @description The request cannot be read: not JSON, a wrong type, an unknown property, a NUL character */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A permission or a higher limit is needed */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Authenticated but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such resource in your organisation */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A property value violates a rule (exception.violation) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is larger than the route accepts */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Rate limited; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Internal error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getFeedFeedId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description UUID */
                feedId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        payload: {
                            /** Format: uuid */
                            feed_id: string;
                            /** @description The customer who owns the feed's source; null: the receiver's own */
                            customer_id: string | null;
                            name: string;
                            /** Format: uuid */
                            source_id: string;
                            template_handle: string;
                            connector_id: string | null;
                            /** @description 5-field cron expression (minute hour day-of-month month day-of-week); null: no schedule */
                            cron: string | null;
                            /** @description IANA time zone the schedule is read in */
                            timezone: string;
                            auto_submit: boolean;
                            /** @description false: paused (no schedule, no e-mail runs; a run by hand still works) */
                            enabled: boolean;
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            updated_at: string;
                            last_run_at: string | null;
                            /** @description The next scheduled run; null without a schedule or while paused */
                            next_run_at: string | null;
                        };
                        product: components["schemas"]["Product"] | null;
                        debug: unknown[];
                    };
                };
            };
            /** @description The request cannot be read: not JSON, a wrong type, an unknown property, a NUL character */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A permission or a higher limit is needed */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Authenticated but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such resource in your organisation */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A property value violates a rule (exception.violation) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A path parameter is longer than accepted (exception.parameter_too_long) */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Rate limited; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Internal error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    putFeedFeedId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description UUID */
                feedId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Required on creation, not blank, 255 characters at most */
                    name?: string | null;
                    /** @description A source of the organisation (a customer: its own) other than an upload source. Required on creation */
                    source_id?: string | null;
                    /** @description A template the source's owner may use. Required on creation */
                    template_handle?: string | null;
                    /** @description A connector saved on the template; null for none */
                    connector_id?: string | null;
                    /** @description When to run: 5-field cron expression, e.g. `0 6 * * 1-5`; null or absent: no schedule */
                    cron?: string | null;
                    /** @description IANA time zone of the schedule; default UTC */
                    timezone?: string | null;
                    /** @description Runs go on to a submission by themselves; default true */
                    auto_submit?: boolean;
                    /** @description false pauses the feed; default true */
                    enabled?: boolean;
                    /** Format: uuid */
                    readonly feed_id?: string;
                    /** @description The customer who owns the feed's source; null: the receiver's own */
                    readonly customer_id?: string | null;
                    /** Format: date-time */
                    readonly created_at?: string;
                    /** Format: date-time */
                    readonly updated_at?: string;
                    readonly last_run_at?: string | null;
                    /** @description The next scheduled run; null without a schedule or while paused */
                    readonly next_run_at?: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        payload: {
                            /** Format: uuid */
                            feed_id: string;
                            /** @description The customer who owns the feed's source; null: the receiver's own */
                            customer_id: string | null;
                            name: string;
                            /** Format: uuid */
                            source_id: string;
                            template_handle: string;
                            connector_id: string | null;
                            /** @description 5-field cron expression (minute hour day-of-month month day-of-week); null: no schedule */
                            cron: string | null;
                            /** @description IANA time zone the schedule is read in */
                            timezone: string;
                            auto_submit: boolean;
                            /** @description false: paused (no schedule, no e-mail runs; a run by hand still works) */
                            enabled: boolean;
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            updated_at: string;
                            last_run_at: string | null;
                            /** @description The next scheduled run; null without a schedule or while paused */
                            next_run_at: string | null;
                        };
                        product: components["schemas"]["Product"] | null;
                        debug: unknown[];
                    };
                };
            };
            /** @description The request cannot be read: not JSON, a wrong type, an unknown property, a NUL character */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A permission or a higher limit is needed */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Authenticated but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such resource in your organisation */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A property value violates a rule (exception.violation) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is larger than the route accepts */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A path parameter is longer than accepted (exception.parameter_too_long) */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Rate limited; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Internal error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    deleteFeedFeedId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description UUID */
                feedId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request cannot be read: not JSON, a wrong type, an unknown property, a NUL character */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A permission or a higher limit is needed */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Authenticated but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such resource in your organisation */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A property value violates a rule (exception.violation) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is larger than the route accepts */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A path parameter is longer than accepted (exception.parameter_too_long) */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Rate limited; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Internal error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postFeedFeedIdRun: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description UUID */
                feedId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        payload: {
                            /** Format: uuid */
                            transformation_id: string;
                            /** Format: uuid */
                            automation_id: string;
                            /** @description `upload` for a file sent over the API; a run of a source: `schedule`, `email` or `manual`; `replay` for a submission run again (`POST /submission/{submissionId}/replay`) */
                            type: "upload" | "schedule" | "email" | "manual" | "replay";
                            template_handle: string;
                            /** @description The sender; null when a receiver user tried the template */
                            customer_id: string | null;
                            source_id: string | null;
                            /** @description Automation step (see States and transitions) */
                            step: string;
                            step_for_humans: {
                                /** @description Translation key, e.g. `automation.step.matched` */
                                code: string;
                                /** @description Translated text */
                                message: string;
                            };
                            /** @description Why the step failed, when it did */
                            details: string | null;
                            /** @description Every step passed through, oldest first, those shown briefly included */
                            history: {
                                step: string;
                                /**
                                 * Format: date-time
                                 * @description When the step was entered
                                 */
                                at: string;
                            }[];
                            /** @description The feed that ran it */
                            feed_id: string | null;
                            /** @description The connector whose reading options and mapping it applies */
                            connector_id: string | null;
                            /** @description Goes on by itself past the mapping and the review, unless rows are in error */
                            auto_submit: boolean;
                            /** @description The submission this transformation replays; null otherwise */
                            replay_of: string | null;
                            /** @description The submission made from this transformation; null until it is submitted */
                            submission_id: string | null;
                            original_name: string | null;
                            /** @description Reading options given at upload */
                            options: {
                                [key: string]: unknown;
                            };
                            /** @description rows_in_source, rows_ignored_from_source, columns_ignored_from_source, rows_in_target, rows_in_error, rows_ignored_from_target; null until the data is transformed */
                            counters: {
                                [key: string]: number;
                            } | null;
                            /** @description How far the running step is, refreshed while it runs; null when no step runs or it has no measure */
                            progress: {
                                /** @description Rows or bytes done so far, or seconds waited */
                                done: number;
                                /** @description Rows or bytes in all, or the longest wait in seconds */
                                total: number;
                                unit: "rows" | "bytes" | "seconds";
                                /**
                                 * @description Present while the match step waits for the AI matcher (docs/matching.md): `done` seconds of at most `total`
                                 * @enum {string}
                                 */
                                phase?: "ai_matching";
                            } | null;
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            updated_at: string;
                        };
                        product: components["schemas"]["Product"] | null;
                        debug: unknown[];
                    };
                };
            };
            /** @description The request cannot be read: not JSON, a wrong type, an unknown property, a NUL character */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A permission or a higher limit is needed */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Authenticated but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such resource in your organisation */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A property value violates a rule (exception.violation) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is larger than the route accepts */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A path parameter is longer than accepted (exception.parameter_too_long) */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Rate limited; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Internal error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getFeedFeedIdRuns: {
        parameters: {
            query?: {
                /** @description Page number, from 1 */
                page?: number;
                /** @description Items per page, 1–100 */
                per_page?: number;
            };
            header?: never;
            path: {
                /** @description UUID */
                feedId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        payload: {
                            total_pages: number;
                            current_page: number;
                            total_items: number;
                            items_per_page: number;
                            entries: {
                                /** Format: uuid */
                                transformation_id: string;
                                /** Format: uuid */
                                automation_id: string;
                                /** @enum {unknown} */
                                type: "upload" | "schedule" | "email" | "manual";
                                step: string;
                                /** @description Why the run failed or stopped for a review, in English; null otherwise */
                                details: string | null;
                                /** @description The name of the file the run found; null when it found none */
                                original_name: string | null;
                                /** @description The submission the run made; null until it made one */
                                submission_id: string | null;
                                /** Format: date-time */
                                created_at: string;
                            }[];
                        };
                        product: components["schemas"]["Product"] | null;
                        debug: unknown[];
                    };
                };
            };
            /** @description The request cannot be read: not JSON, a wrong type, an unknown property, a NUL character */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A permission or a higher limit is needed */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Authenticated but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such resource in your organisation */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A property value violates a rule (exception.violation) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A path parameter is longer than accepted (exception.parameter_too_long) */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Rate limited; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Internal error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postTransformationTransformationIdConnector: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description UUID */
                transformationId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Not blank, at most 255 characters */
                    name?: string | null;
                    /** @description An https URL, at most 2000 characters */
                    picture_url?: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        payload: {
                            /** Format: uuid */
                            connector_id: string;
                            name: string;
                            /** @description Logo thumbnail URL (https) */
                            picture_url: string | null;
                            template_handle: string;
                            /** @description The sender whose transformation it was saved from, who alone may use it among senders; null: the receiver's own */
                            customer_id: string | null;
                            /** @description The transformation it was saved from; null once that one is deleted */
                            transformation_id: string | null;
                            /** @description How files are read when the connector is applied */
                            reading: {
                                /** @description Text encoding; null: detected */
                                encoding: string | null;
                                /** @description CSV delimiter; null: detected */
                                delimiter: string | null;
                                /** @description 1-based row of the header; null: detected */
                                header_row: number | null;
                                /** @description Sheet name, or 1-based position; null: the first */
                                sheet: string | number | null;
                                /** @description JSON: dotted path of the records; null: detected */
                                records_path: string | null;
                            };
                            /** @description The saved mapping; template columns not listed are matched automatically */
                            columns: {
                                /** Format: uuid */
                                column_id: string;
                                technical_name: string;
                                /** @description Source header, or null when unmapped */
                                source: string | null;
                                value_map: {
                                    [key: string]: string;
                                } | null;
                            }[];
                            /** Format: date-time */
                            created_at: string;
                            /**
                             * Format: date-time
                             * @description Moved by every change
                             */
                            updated_at: string;
                        };
                        product: components["schemas"]["Product"] | null;
                        debug: unknown[];
                    };
                };
            };
            /** @description The request cannot be read: not JSON, a wrong type, an unknown property, a NUL character */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A permission or a higher limit is needed */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Authenticated but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such resource in your organisation */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A property value violates a rule (exception.violation) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is larger than the route accepts */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A path parameter is longer than accepted (exception.parameter_too_long) */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Rate limited; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Internal error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getConnectors: {
        parameters: {
            query?: {
                /** @description Page number, from 1 */
                page?: number;
                /** @description Items per page, 1–100 */
                per_page?: number;
                /** @description Only this template's */
                template_handle?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        payload: {
                            total_pages: number;
                            current_page: number;
                            total_items: number;
                            items_per_page: number;
                            entries: {
                                /** Format: uuid */
                                connector_id: string;
                                name: string;
                                /** @description Logo thumbnail URL (https) */
                                picture_url: string | null;
                                template_handle: string;
                                /** @description The sender whose transformation it was saved from, who alone may use it among senders; null: the receiver's own */
                                customer_id: string | null;
                                /** @description The transformation it was saved from; null once that one is deleted */
                                transformation_id: string | null;
                                /** @description How files are read when the connector is applied */
                                reading: {
                                    /** @description Text encoding; null: detected */
                                    encoding: string | null;
                                    /** @description CSV delimiter; null: detected */
                                    delimiter: string | null;
                                    /** @description 1-based row of the header; null: detected */
                                    header_row: number | null;
                                    /** @description Sheet name, or 1-based position; null: the first */
                                    sheet: string | number | null;
                                    /** @description JSON: dotted path of the records; null: detected */
                                    records_path: string | null;
                                };
                                /** @description The saved mapping; template columns not listed are matched automatically */
                                columns: {
                                    /** Format: uuid */
                                    column_id: string;
                                    technical_name: string;
                                    /** @description Source header, or null when unmapped */
                                    source: string | null;
                                    value_map: {
                                        [key: string]: string;
                                    } | null;
                                }[];
                                /** Format: date-time */
                                created_at: string;
                                /**
                                 * Format: date-time
                                 * @description Moved by every change
                                 */
                                updated_at: string;
                            }[];
                        };
                        product: components["schemas"]["Product"] | null;
                        debug: unknown[];
                    };
                };
            };
            /** @description The request cannot be read: not JSON, a wrong type, an unknown property, a NUL character */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A permission or a higher limit is needed */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Authenticated but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such resource in your organisation */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A property value violates a rule (exception.violation) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Rate limited; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Internal error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getConnectorConnectorId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description UUID */
                connectorId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        payload: {
                            /** Format: uuid */
                            connector_id: string;
                            name: string;
                            /** @description Logo thumbnail URL (https) */
                            picture_url: string | null;
                            template_handle: string;
                            /** @description The sender whose transformation it was saved from, who alone may use it among senders; null: the receiver's own */
                            customer_id: string | null;
                            /** @description The transformation it was saved from; null once that one is deleted */
                            transformation_id: string | null;
                            /** @description How files are read when the connector is applied */
                            reading: {
                                /** @description Text encoding; null: detected */
                                encoding: string | null;
                                /** @description CSV delimiter; null: detected */
                                delimiter: string | null;
                                /** @description 1-based row of the header; null: detected */
                                header_row: number | null;
                                /** @description Sheet name, or 1-based position; null: the first */
                                sheet: string | number | null;
                                /** @description JSON: dotted path of the records; null: detected */
                                records_path: string | null;
                            };
                            /** @description The saved mapping; template columns not listed are matched automatically */
                            columns: {
                                /** Format: uuid */
                                column_id: string;
                                technical_name: string;
                                /** @description Source header, or null when unmapped */
                                source: string | null;
                                value_map: {
                                    [key: string]: string;
                                } | null;
                            }[];
                            /** Format: date-time */
                            created_at: string;
                            /**
                             * Format: date-time
                             * @description Moved by every change
                             */
                            updated_at: string;
                        };
                        product: components["schemas"]["Product"] | null;
                        debug: unknown[];
                    };
                };
            };
            /** @description The request cannot be read: not JSON, a wrong type, an unknown property, a NUL character */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A permission or a higher limit is needed */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Authenticated but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such resource in your organisation */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A property value violates a rule (exception.violation) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A path parameter is longer than accepted (exception.parameter_too_long) */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Rate limited; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Internal error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    putConnectorConnectorId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description UUID */
                connectorId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Not blank, at most 255 characters */
                    name?: string | null;
                    /** @description An https URL, at most 2000 characters */
                    picture_url?: string | null;
                    /** @description Replaces the reading options; a property not sent is detected */
                    reading?: {
                        /** @description Text encoding; null: detected */
                        encoding?: string | null;
                        /** @description CSV delimiter; null: detected */
                        delimiter?: string | null;
                        /** @description 1-based row of the header; null: detected */
                        header_row?: number | null;
                        /** @description Sheet name, or 1-based position; null: the first */
                        sheet?: string | number | null;
                        /** @description JSON: dotted path of the records; null: detected */
                        records_path?: string | null;
                    };
                    /** @description Replaces the columns; a template column not listed is matched automatically */
                    columns?: {
                        /** @description A column of the template */
                        column_id: string;
                        readonly technical_name?: string;
                        /** @description Source header, or null when unmapped */
                        source?: string | null;
                        /** @description Source value → target value, both text */
                        value_map?: {
                            [key: string]: unknown;
                        } | null;
                    }[];
                    /** Format: uuid */
                    readonly connector_id?: string;
                    readonly template_handle?: string;
                    /** @description The sender whose transformation it was saved from, who alone may use it among senders; null: the receiver's own */
                    readonly customer_id?: string | null;
                    /** @description The transformation it was saved from; null once that one is deleted */
                    readonly transformation_id?: string | null;
                    /** Format: date-time */
                    readonly created_at?: string;
                    /**
                     * Format: date-time
                     * @description Moved by every change
                     */
                    readonly updated_at?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        payload: {
                            /** Format: uuid */
                            connector_id: string;
                            name: string;
                            /** @description Logo thumbnail URL (https) */
                            picture_url: string | null;
                            template_handle: string;
                            /** @description The sender whose transformation it was saved from, who alone may use it among senders; null: the receiver's own */
                            customer_id: string | null;
                            /** @description The transformation it was saved from; null once that one is deleted */
                            transformation_id: string | null;
                            /** @description How files are read when the connector is applied */
                            reading: {
                                /** @description Text encoding; null: detected */
                                encoding: string | null;
                                /** @description CSV delimiter; null: detected */
                                delimiter: string | null;
                                /** @description 1-based row of the header; null: detected */
                                header_row: number | null;
                                /** @description Sheet name, or 1-based position; null: the first */
                                sheet: string | number | null;
                                /** @description JSON: dotted path of the records; null: detected */
                                records_path: string | null;
                            };
                            /** @description The saved mapping; template columns not listed are matched automatically */
                            columns: {
                                /** Format: uuid */
                                column_id: string;
                                technical_name: string;
                                /** @description Source header, or null when unmapped */
                                source: string | null;
                                value_map: {
                                    [key: string]: string;
                                } | null;
                            }[];
                            /** Format: date-time */
                            created_at: string;
                            /**
                             * Format: date-time
                             * @description Moved by every change
                             */
                            updated_at: string;
                        };
                        product: components["schemas"]["Product"] | null;
                        debug: unknown[];
                    };
                };
            };
            /** @description The request cannot be read: not JSON, a wrong type, an unknown property, a NUL character */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A permission or a higher limit is needed */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Authenticated but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such resource in your organisation */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A property value violates a rule (exception.violation) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is larger than the route accepts */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A path parameter is longer than accepted (exception.parameter_too_long) */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Rate limited; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Internal error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    deleteConnectorConnectorId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description UUID */
                connectorId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request cannot be read: not JSON, a wrong type, an unknown property, a NUL character */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A permission or a higher limit is needed */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Authenticated but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such resource in your organisation */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A property value violates a rule (exception.violation) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is larger than the route accepts */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A path parameter is longer than accepted (exception.parameter_too_long) */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Rate limited; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Internal error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getCustomExtractors: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        payload: {
                            /**
                             * Format: uuid
                             * @description UUID v5 of the handle: what a custom source's custom_data_extractor_id names
                             */
                            custom_data_extractor_id: string;
                            handle: string;
                            name: string;
                        }[];
                        product: components["schemas"]["Product"] | null;
                        debug: unknown[];
                    };
                };
            };
            /** @description The request cannot be read: not JSON, a wrong type, an unknown property, a NUL character */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A permission or a higher limit is needed */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Authenticated but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such resource in your organisation */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A property value violates a rule (exception.violation) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Rate limited; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Internal error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getWebhooks: {
        parameters: {
            query?: {
                /** @description Page number, from 1 */
                page?: number;
                /** @description Items per page, 1–100 */
                per_page?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        payload: {
                            total_pages: number;
                            current_page: number;
                            total_items: number;
                            items_per_page: number;
                            entries: {
                                /** Format: uuid */
                                webhook_id: string;
                                url: string;
                                /** @description READY_FOR_DOWNLOAD, AUTOMATION_FAILED, BULK_IMPORT_FINISHED or ALERT_FIRED */
                                events: string[];
                                /** @description Templates listened to; null for every template of the organisation */
                                template_handles: string[] | null;
                                enabled: boolean;
                                /** Format: date-time */
                                created_at: string;
                            }[];
                        };
                        product: components["schemas"]["Product"] | null;
                        debug: unknown[];
                    };
                };
            };
            /** @description The request cannot be read: not JSON, a wrong type, an unknown property, a NUL character */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A permission or a higher limit is needed */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Authenticated but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such resource in your organisation */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A property value violates a rule (exception.violation) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Rate limited; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Internal error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postWebhooks: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Where deliveries are POSTed: http or https, at most 2000 characters, not in a private network. Required */
                    url?: string | null;
                    /** @description Events listened to, at least one: READY_FOR_DOWNLOAD, AUTOMATION_FAILED, BULK_IMPORT_FINISHED or ALERT_FIRED */
                    events?: string[] | null;
                    /** @description Only events of these templates; absent, null or empty for every template */
                    template_handles?: string[] | null;
                    /** @description A disabled subscription is sent nothing; default true */
                    enabled?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        payload: {
                            /** Format: uuid */
                            webhook_id: string;
                            url: string;
                            /** @description READY_FOR_DOWNLOAD, AUTOMATION_FAILED, BULK_IMPORT_FINISHED or ALERT_FIRED */
                            events: string[];
                            /** @description Templates listened to; null for every template of the organisation */
                            template_handles: string[] | null;
                            enabled: boolean;
                            /** Format: date-time */
                            created_at: string;
                            /** @description The `whsec_…` secret deliveries are signed with (Standard Webhooks). Shown only here */
                            secret: string;
                        };
                        product: components["schemas"]["Product"] | null;
                        debug: unknown[];
                    };
                };
            };
            /** @description The request cannot be read: not JSON, a wrong type, an unknown property, a NUL character */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A permission or a higher limit is needed */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Authenticated but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such resource in your organisation */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A property value violates a rule (exception.violation) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is larger than the route accepts */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Rate limited; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Internal error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getWebhooksWebhookId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The subscription (its UUID) */
                webhookId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        payload: {
                            /** Format: uuid */
                            webhook_id: string;
                            url: string;
                            /** @description READY_FOR_DOWNLOAD, AUTOMATION_FAILED, BULK_IMPORT_FINISHED or ALERT_FIRED */
                            events: string[];
                            /** @description Templates listened to; null for every template of the organisation */
                            template_handles: string[] | null;
                            enabled: boolean;
                            /** Format: date-time */
                            created_at: string;
                        };
                        product: components["schemas"]["Product"] | null;
                        debug: unknown[];
                    };
                };
            };
            /** @description The request cannot be read: not JSON, a wrong type, an unknown property, a NUL character */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A permission or a higher limit is needed */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Authenticated but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such resource in your organisation */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A property value violates a rule (exception.violation) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A path parameter is longer than accepted (exception.parameter_too_long) */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Rate limited; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Internal error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    putWebhooksWebhookId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The subscription (its UUID) */
                webhookId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Where deliveries are POSTed: http or https, at most 2000 characters, not in a private network. Required */
                    url?: string | null;
                    /** @description Events listened to, at least one: READY_FOR_DOWNLOAD, AUTOMATION_FAILED, BULK_IMPORT_FINISHED or ALERT_FIRED */
                    events?: string[] | null;
                    /** @description Only events of these templates; absent, null or empty for every template */
                    template_handles?: string[] | null;
                    /** @description A disabled subscription is sent nothing; default true */
                    enabled?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        payload: {
                            /** Format: uuid */
                            webhook_id: string;
                            url: string;
                            /** @description READY_FOR_DOWNLOAD, AUTOMATION_FAILED, BULK_IMPORT_FINISHED or ALERT_FIRED */
                            events: string[];
                            /** @description Templates listened to; null for every template of the organisation */
                            template_handles: string[] | null;
                            enabled: boolean;
                            /** Format: date-time */
                            created_at: string;
                        };
                        product: components["schemas"]["Product"] | null;
                        debug: unknown[];
                    };
                };
            };
            /** @description The request cannot be read: not JSON, a wrong type, an unknown property, a NUL character */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A permission or a higher limit is needed */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Authenticated but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such resource in your organisation */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A property value violates a rule (exception.violation) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is larger than the route accepts */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A path parameter is longer than accepted (exception.parameter_too_long) */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Rate limited; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Internal error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    deleteWebhooksWebhookId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The subscription (its UUID) */
                webhookId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request cannot be read: not JSON, a wrong type, an unknown property, a NUL character */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A permission or a higher limit is needed */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Authenticated but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such resource in your organisation */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A property value violates a rule (exception.violation) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is larger than the route accepts */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A path parameter is longer than accepted (exception.parameter_too_long) */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Rate limited; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Internal error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getWebhooksWebhookIdDeliveries: {
        parameters: {
            query?: {
                /** @description Page number, from 1 */
                page?: number;
                /** @description Items per page, 1–100 */
                per_page?: number;
            };
            header?: never;
            path: {
                /** @description The subscription (its UUID) */
                webhookId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        payload: {
                            total_pages: number;
                            current_page: number;
                            total_items: number;
                            items_per_page: number;
                            entries: {
                                /** Format: uuid */
                                delivery_id: string;
                                /** Format: uuid */
                                webhook_id: string;
                                /** @description READY_FOR_DOWNLOAD, AUTOMATION_FAILED, BULK_IMPORT_FINISHED or ALERT_FIRED */
                                type: string;
                                /** @description The `webhook-id` header of every attempt of this delivery */
                                message_id: string;
                                /**
                                 * @description `pending` while tries remain, `succeeded` once a 2xx came, `failed` once given up
                                 * @enum {unknown}
                                 */
                                status: "pending" | "succeeded" | "failed";
                                /** Format: date-time */
                                created_at: string;
                                next_attempt_at: string | null;
                                /** @description The body sent: `{type, timestamp, data}` */
                                payload: unknown;
                                attempts: {
                                    /** @description From 1, automatic and manual attempts alike */
                                    attempt: number;
                                    /** @description False for an attempt asked for with the retry route */
                                    automatic: boolean;
                                    /** Format: date-time */
                                    started_at: string;
                                    /** @description Null when no answer came */
                                    status_code: number | null;
                                    duration_ms: number;
                                    /** @description The first 1 KB of the answer */
                                    response_excerpt: string | null;
                                    /** @description Why the attempt did not succeed */
                                    error: string | null;
                                }[];
                            }[];
                        };
                        product: components["schemas"]["Product"] | null;
                        debug: unknown[];
                    };
                };
            };
            /** @description The request cannot be read: not JSON, a wrong type, an unknown property, a NUL character */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A permission or a higher limit is needed */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Authenticated but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such resource in your organisation */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A property value violates a rule (exception.violation) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A path parameter is longer than accepted (exception.parameter_too_long) */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Rate limited; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Internal error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postWebhooksWebhookIdDeliveriesDeliveryIdRetry: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The subscription (its UUID) */
                webhookId: string;
                /** @description The delivery (its UUID) */
                deliveryId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        payload: {
                            /** Format: uuid */
                            delivery_id: string;
                            /** Format: uuid */
                            webhook_id: string;
                            /** @description READY_FOR_DOWNLOAD, AUTOMATION_FAILED, BULK_IMPORT_FINISHED or ALERT_FIRED */
                            type: string;
                            /** @description The `webhook-id` header of every attempt of this delivery */
                            message_id: string;
                            /**
                             * @description `pending` while tries remain, `succeeded` once a 2xx came, `failed` once given up
                             * @enum {unknown}
                             */
                            status: "pending" | "succeeded" | "failed";
                            /** Format: date-time */
                            created_at: string;
                            next_attempt_at: string | null;
                            /** @description The body sent: `{type, timestamp, data}` */
                            payload: unknown;
                            attempts: {
                                /** @description From 1, automatic and manual attempts alike */
                                attempt: number;
                                /** @description False for an attempt asked for with the retry route */
                                automatic: boolean;
                                /** Format: date-time */
                                started_at: string;
                                /** @description Null when no answer came */
                                status_code: number | null;
                                duration_ms: number;
                                /** @description The first 1 KB of the answer */
                                response_excerpt: string | null;
                                /** @description Why the attempt did not succeed */
                                error: string | null;
                            }[];
                        };
                        product: components["schemas"]["Product"] | null;
                        debug: unknown[];
                    };
                };
            };
            /** @description The request cannot be read: not JSON, a wrong type, an unknown property, a NUL character */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A permission or a higher limit is needed */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Authenticated but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such resource in your organisation */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A property value violates a rule (exception.violation) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is larger than the route accepts */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A path parameter is longer than accepted (exception.parameter_too_long) */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Rate limited; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Internal error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getDeliveries: {
        parameters: {
            query?: {
                channel?: "webhook" | "push" | "email";
                status?: "pending" | "succeeded" | "failed";
                /** @description UUID */
                submission_id?: string;
                /** @description ISO 8601: deliveries made at or after it */
                from?: string;
                /** @description ISO 8601: deliveries made before it */
                to?: string;
                /** @description The `next_cursor` of the previous page */
                cursor?: string;
                /** @description Deliveries per page, 1–100 */
                per_page?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        payload: {
                            entries: {
                                /**
                                 * Format: uuid
                                 * @description A webhook delivery’s or an e-mail’s id; a push’s is its submission’s id
                                 */
                                delivery_id: string;
                                channel: "webhook" | "push" | "email";
                                /** @description The URL called (a push’s as the template now says) or the e-mail address */
                                target: string | null;
                                /** @description The webhook event, `SUBMISSION_PUSH` for a push, or the e-mail’s kind (`CUSTOMER_INVITATION`) */
                                event: string;
                                submission_id: string | null;
                                status: "pending" | "succeeded" | "failed";
                                /** @description Oldest first; a push lists each request it made */
                                attempts: {
                                    /** Format: date-time */
                                    at: string;
                                    /** @description The HTTP status answered; null for an e-mail or when no answer came */
                                    status_code: number | null;
                                    duration_ms: number;
                                    /** @description The start of the answer, or why the attempt failed */
                                    excerpt: string | null;
                                }[];
                                /** @description When the next automatic webhook attempt is due; null when none is planned */
                                next_attempt_at: string | null;
                                /** Format: date-time */
                                created_at: string;
                            }[];
                            /** @description Pass as `cursor` for the next (older) page; null on the last page */
                            next_cursor: string | null;
                        };
                        product: components["schemas"]["Product"] | null;
                        debug: unknown[];
                    };
                };
            };
            /** @description The request cannot be read: not JSON, a wrong type, an unknown property, a NUL character */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A permission or a higher limit is needed */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Authenticated but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such resource in your organisation */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A property value violates a rule (exception.violation) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Rate limited; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Internal error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postDeliveryDeliveryIdRetry: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description UUID */
                deliveryId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        payload: {
                            /**
                             * Format: uuid
                             * @description A webhook delivery’s or an e-mail’s id; a push’s is its submission’s id
                             */
                            delivery_id: string;
                            channel: "webhook" | "push" | "email";
                            /** @description The URL called (a push’s as the template now says) or the e-mail address */
                            target: string | null;
                            /** @description The webhook event, `SUBMISSION_PUSH` for a push, or the e-mail’s kind (`CUSTOMER_INVITATION`) */
                            event: string;
                            submission_id: string | null;
                            status: "pending" | "succeeded" | "failed";
                            /** @description Oldest first; a push lists each request it made */
                            attempts: {
                                /** Format: date-time */
                                at: string;
                                /** @description The HTTP status answered; null for an e-mail or when no answer came */
                                status_code: number | null;
                                duration_ms: number;
                                /** @description The start of the answer, or why the attempt failed */
                                excerpt: string | null;
                            }[];
                            /** @description When the next automatic webhook attempt is due; null when none is planned */
                            next_attempt_at: string | null;
                            /** Format: date-time */
                            created_at: string;
                        };
                        product: components["schemas"]["Product"] | null;
                        debug: unknown[];
                    };
                };
            };
            /** @description The request cannot be read: not JSON, a wrong type, an unknown property, a NUL character */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A permission or a higher limit is needed */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Authenticated but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such resource in your organisation */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A property value violates a rule (exception.violation) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is larger than the route accepts */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A path parameter is longer than accepted (exception.parameter_too_long) */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Rate limited; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Internal error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getUsage: {
        parameters: {
            query?: {
                /** @description Days counted, ending today (UTC): a whole number, 1–366, default 30; else 400 */
                days?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        payload: {
                            /** @description The plan's name */
                            plan: string;
                            limits: {
                                /** @description The limitation: TEMPLATES, COLUMNS_PER_TEMPLATE, LINE_CREDIT… */
                                name: string;
                                /** @description What the plan allows */
                                allowed: number;
                                /** @description Used now: templates, the fullest template’s columns, lines of credit spent (allowed less the balance), customers, active API keys; null for MAX_FILE_SIZE, which each file meets on its own */
                                used: number | null;
                            }[];
                            /** @description Every day of the period, oldest first; a day without submissions is zeros */
                            daily: {
                                /**
                                 * Format: date
                                 * @description UTC day, YYYY-MM-DD
                                 */
                                date: string;
                                /** @description Rows in the targets of the day's submissions */
                                rows: number;
                                /** @description Submissions made that day, failed ones included */
                                submissions: number;
                                /** @description Rows in error in the day's submissions */
                                errors: number;
                            }[];
                        };
                        product: components["schemas"]["Product"] | null;
                        debug: unknown[];
                    };
                };
            };
            /** @description The request cannot be read: not JSON, a wrong type, an unknown property, a NUL character */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A permission or a higher limit is needed */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Authenticated but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such resource in your organisation */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A property value violates a rule (exception.violation) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Rate limited; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Internal error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getAlerts: {
        parameters: {
            query?: {
                /** @description Page number, from 1 */
                page?: number;
                /** @description Items per page, 1–100 */
                per_page?: number;
                /** @description The next_cursor of the page before; page is then not used */
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        payload: {
                            total_pages: number;
                            current_page: number;
                            total_items: number;
                            items_per_page: number;
                            entries: {
                                /** Format: uuid */
                                alert_id: string;
                                /**
                                 * @description automation_failed, feed_silent or error_rate
                                 * @enum {unknown}
                                 */
                                kind: "automation_failed" | "feed_silent" | "error_rate";
                                /** @description Templates watched; null for every template */
                                template_handles: string[] | null;
                                /** @description feed_silent only */
                                feed_id: string | null;
                                /** @description error_rate only: fraction of rows, 0–1 */
                                threshold: number | null;
                                /** @description E-mails of the members told */
                                recipients: string[];
                                webhook_id: string | null;
                                enabled: boolean;
                                /** Format: date-time */
                                created_at: string;
                                /** Format: date-time */
                                updated_at: string;
                            }[];
                            /** @description Where the next page starts; null on the last page */
                            next_cursor: string | null;
                        };
                        product: components["schemas"]["Product"] | null;
                        debug: unknown[];
                    };
                };
            };
            /** @description The request cannot be read: not JSON, a wrong type, an unknown property, a NUL character */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A permission or a higher limit is needed */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Authenticated but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such resource in your organisation */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A property value violates a rule (exception.violation) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Rate limited; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Internal error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postAlerts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description automation_failed, feed_silent or error_rate. Required */
                    kind?: string | null;
                    /** @description Only these templates; absent, null or empty for every template */
                    template_handles?: string[] | null;
                    /** @description The feed watched: required for feed_silent, refused for the other kinds */
                    feed_id?: string | null;
                    /** @description error_rate only (required there): fires when rows in error / rows of a submission is above it, 0–1 */
                    threshold?: number | null;
                    /** @description E-mails of members of the organisation to e-mail; at least one unless webhook_id is given */
                    recipients?: string[] | null;
                    /** @description A webhook of the organisation sent ALERT_FIRED, whatever events it lists */
                    webhook_id?: string | null;
                    /** @description A disabled alert never fires; default true */
                    enabled?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        payload: {
                            /** Format: uuid */
                            alert_id: string;
                            /**
                             * @description automation_failed, feed_silent or error_rate
                             * @enum {unknown}
                             */
                            kind: "automation_failed" | "feed_silent" | "error_rate";
                            /** @description Templates watched; null for every template */
                            template_handles: string[] | null;
                            /** @description feed_silent only */
                            feed_id: string | null;
                            /** @description error_rate only: fraction of rows, 0–1 */
                            threshold: number | null;
                            /** @description E-mails of the members told */
                            recipients: string[];
                            webhook_id: string | null;
                            enabled: boolean;
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            updated_at: string;
                        };
                        product: components["schemas"]["Product"] | null;
                        debug: unknown[];
                    };
                };
            };
            /** @description The request cannot be read: not JSON, a wrong type, an unknown property, a NUL character */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A permission or a higher limit is needed */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Authenticated but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such resource in your organisation */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A property value violates a rule (exception.violation) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is larger than the route accepts */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Rate limited; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Internal error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getAlertAlertId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The alert (its UUID) */
                alertId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        payload: {
                            /** Format: uuid */
                            alert_id: string;
                            /**
                             * @description automation_failed, feed_silent or error_rate
                             * @enum {unknown}
                             */
                            kind: "automation_failed" | "feed_silent" | "error_rate";
                            /** @description Templates watched; null for every template */
                            template_handles: string[] | null;
                            /** @description feed_silent only */
                            feed_id: string | null;
                            /** @description error_rate only: fraction of rows, 0–1 */
                            threshold: number | null;
                            /** @description E-mails of the members told */
                            recipients: string[];
                            webhook_id: string | null;
                            enabled: boolean;
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            updated_at: string;
                        };
                        product: components["schemas"]["Product"] | null;
                        debug: unknown[];
                    };
                };
            };
            /** @description The request cannot be read: not JSON, a wrong type, an unknown property, a NUL character */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A permission or a higher limit is needed */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Authenticated but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such resource in your organisation */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A property value violates a rule (exception.violation) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A path parameter is longer than accepted (exception.parameter_too_long) */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Rate limited; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Internal error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    putAlertAlertId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The alert (its UUID) */
                alertId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description automation_failed, feed_silent or error_rate. Required */
                    kind?: string | null;
                    /** @description Only these templates; absent, null or empty for every template */
                    template_handles?: string[] | null;
                    /** @description The feed watched: required for feed_silent, refused for the other kinds */
                    feed_id?: string | null;
                    /** @description error_rate only (required there): fires when rows in error / rows of a submission is above it, 0–1 */
                    threshold?: number | null;
                    /** @description E-mails of members of the organisation to e-mail; at least one unless webhook_id is given */
                    recipients?: string[] | null;
                    /** @description A webhook of the organisation sent ALERT_FIRED, whatever events it lists */
                    webhook_id?: string | null;
                    /** @description A disabled alert never fires; default true */
                    enabled?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        payload: {
                            /** Format: uuid */
                            alert_id: string;
                            /**
                             * @description automation_failed, feed_silent or error_rate
                             * @enum {unknown}
                             */
                            kind: "automation_failed" | "feed_silent" | "error_rate";
                            /** @description Templates watched; null for every template */
                            template_handles: string[] | null;
                            /** @description feed_silent only */
                            feed_id: string | null;
                            /** @description error_rate only: fraction of rows, 0–1 */
                            threshold: number | null;
                            /** @description E-mails of the members told */
                            recipients: string[];
                            webhook_id: string | null;
                            enabled: boolean;
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            updated_at: string;
                        };
                        product: components["schemas"]["Product"] | null;
                        debug: unknown[];
                    };
                };
            };
            /** @description The request cannot be read: not JSON, a wrong type, an unknown property, a NUL character */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A permission or a higher limit is needed */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Authenticated but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such resource in your organisation */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A property value violates a rule (exception.violation) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is larger than the route accepts */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A path parameter is longer than accepted (exception.parameter_too_long) */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Rate limited; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Internal error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    deleteAlertAlertId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The alert (its UUID) */
                alertId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request cannot be read: not JSON, a wrong type, an unknown property, a NUL character */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A permission or a higher limit is needed */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Authenticated but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such resource in your organisation */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A property value violates a rule (exception.violation) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is larger than the route accepts */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A path parameter is longer than accepted (exception.parameter_too_long) */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Rate limited; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Internal error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postBulkImportValuesTemplateHandleMethodUrl: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Template handle */
                templateHandle: string;
                /** @description `replace`: the file replaces what it imports; `merge`: appends or updates. */
                method: "replace" | "merge";
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The CSV file's http(s) URL, at most 2000 characters; it must not point to a private network. Required. */
                    url: string;
                    /** @description A name shown with the import (progress, notifications). */
                    filename?: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        payload: {
                            /** Format: uuid */
                            import_id: string;
                            /** @enum {unknown} */
                            type: "column" | "value_list" | "customer";
                            /** @enum {unknown} */
                            method: "replace" | "merge";
                            /**
                             * @description `pending` → `processing` → `completed` or `failed`; `idle` is not used.
                             * @enum {unknown}
                             */
                            status: "idle" | "pending" | "processing" | "completed" | "failed";
                            /** @description Percentage of the file read; 100 once finished. */
                            progress: number;
                            /** @description The URL the file was fetched from, or where the uploaded file is served. */
                            source_url: string | null;
                            /** @description CSV `line,field,value,message`, one record per problem, once the file was read. */
                            report_url: string | null;
                            /** @description Lines applied; null until finished. */
                            number_of_valid_rows: number | null;
                            /** @description Problems in the report; null until finished. */
                            number_of_violations: number | null;
                            /** @description Why the import failed; null unless `failed`. A failed import changed nothing. */
                            error: string | null;
                            /** @description The target template; null for customers. */
                            template_handle: string | null;
                            /** @description The name given with the import, or the uploaded file’s. */
                            filename: string | null;
                            /** Format: date-time */
                            created_at: string;
                            finished_at: string | null;
                        };
                        product: components["schemas"]["Product"] | null;
                        debug: unknown[];
                    };
                };
            };
            /** @description The request cannot be read: not JSON, a wrong type, an unknown property, a NUL character */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A permission or a higher limit is needed */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Authenticated but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such resource in your organisation */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A property value violates a rule (exception.violation) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is larger than the route accepts */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A path parameter is longer than accepted (exception.parameter_too_long) */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Rate limited; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Internal error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postBulkImportValuesTemplateHandleMethod: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Template handle */
                templateHandle: string;
                /** @description `replace`: the file replaces what it imports; `merge`: appends or updates. */
                method: "replace" | "merge";
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** @description A name shown with the import */
                    filename?: string;
                    /**
                     * Format: binary
                     * @description The CSV file
                     */
                    file: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        payload: {
                            /** Format: uuid */
                            import_id: string;
                            /** @enum {unknown} */
                            type: "column" | "value_list" | "customer";
                            /** @enum {unknown} */
                            method: "replace" | "merge";
                            /**
                             * @description `pending` → `processing` → `completed` or `failed`; `idle` is not used.
                             * @enum {unknown}
                             */
                            status: "idle" | "pending" | "processing" | "completed" | "failed";
                            /** @description Percentage of the file read; 100 once finished. */
                            progress: number;
                            /** @description The URL the file was fetched from, or where the uploaded file is served. */
                            source_url: string | null;
                            /** @description CSV `line,field,value,message`, one record per problem, once the file was read. */
                            report_url: string | null;
                            /** @description Lines applied; null until finished. */
                            number_of_valid_rows: number | null;
                            /** @description Problems in the report; null until finished. */
                            number_of_violations: number | null;
                            /** @description Why the import failed; null unless `failed`. A failed import changed nothing. */
                            error: string | null;
                            /** @description The target template; null for customers. */
                            template_handle: string | null;
                            /** @description The name given with the import, or the uploaded file’s. */
                            filename: string | null;
                            /** Format: date-time */
                            created_at: string;
                            finished_at: string | null;
                        };
                        product: components["schemas"]["Product"] | null;
                        debug: unknown[];
                    };
                };
            };
            /** @description The request cannot be read: not JSON, a wrong type, an unknown property, a NUL character */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A permission or a higher limit is needed */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Authenticated but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such resource in your organisation */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A property value violates a rule (exception.violation) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is larger than the route accepts */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A path parameter is longer than accepted (exception.parameter_too_long) */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Rate limited; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Internal error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postBulkImportColumnsTemplateHandleMethodUrl: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Template handle */
                templateHandle: string;
                /** @description `replace`: the file replaces what it imports; `merge`: appends or updates. */
                method: "replace" | "merge";
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The CSV file's http(s) URL, at most 2000 characters; it must not point to a private network. Required. */
                    url: string;
                    /** @description A name shown with the import (progress, notifications). */
                    filename?: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        payload: {
                            /** Format: uuid */
                            import_id: string;
                            /** @enum {unknown} */
                            type: "column" | "value_list" | "customer";
                            /** @enum {unknown} */
                            method: "replace" | "merge";
                            /**
                             * @description `pending` → `processing` → `completed` or `failed`; `idle` is not used.
                             * @enum {unknown}
                             */
                            status: "idle" | "pending" | "processing" | "completed" | "failed";
                            /** @description Percentage of the file read; 100 once finished. */
                            progress: number;
                            /** @description The URL the file was fetched from, or where the uploaded file is served. */
                            source_url: string | null;
                            /** @description CSV `line,field,value,message`, one record per problem, once the file was read. */
                            report_url: string | null;
                            /** @description Lines applied; null until finished. */
                            number_of_valid_rows: number | null;
                            /** @description Problems in the report; null until finished. */
                            number_of_violations: number | null;
                            /** @description Why the import failed; null unless `failed`. A failed import changed nothing. */
                            error: string | null;
                            /** @description The target template; null for customers. */
                            template_handle: string | null;
                            /** @description The name given with the import, or the uploaded file’s. */
                            filename: string | null;
                            /** Format: date-time */
                            created_at: string;
                            finished_at: string | null;
                        };
                        product: components["schemas"]["Product"] | null;
                        debug: unknown[];
                    };
                };
            };
            /** @description The request cannot be read: not JSON, a wrong type, an unknown property, a NUL character */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A permission or a higher limit is needed */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Authenticated but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such resource in your organisation */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A property value violates a rule (exception.violation) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is larger than the route accepts */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A path parameter is longer than accepted (exception.parameter_too_long) */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Rate limited; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Internal error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postBulkImportColumnsTemplateHandleMethod: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Template handle */
                templateHandle: string;
                /** @description `replace`: the file replaces what it imports; `merge`: appends or updates. */
                method: "replace" | "merge";
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** @description A name shown with the import */
                    filename?: string;
                    /**
                     * Format: binary
                     * @description The CSV file
                     */
                    file: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        payload: {
                            /** Format: uuid */
                            import_id: string;
                            /** @enum {unknown} */
                            type: "column" | "value_list" | "customer";
                            /** @enum {unknown} */
                            method: "replace" | "merge";
                            /**
                             * @description `pending` → `processing` → `completed` or `failed`; `idle` is not used.
                             * @enum {unknown}
                             */
                            status: "idle" | "pending" | "processing" | "completed" | "failed";
                            /** @description Percentage of the file read; 100 once finished. */
                            progress: number;
                            /** @description The URL the file was fetched from, or where the uploaded file is served. */
                            source_url: string | null;
                            /** @description CSV `line,field,value,message`, one record per problem, once the file was read. */
                            report_url: string | null;
                            /** @description Lines applied; null until finished. */
                            number_of_valid_rows: number | null;
                            /** @description Problems in the report; null until finished. */
                            number_of_violations: number | null;
                            /** @description Why the import failed; null unless `failed`. A failed import changed nothing. */
                            error: string | null;
                            /** @description The target template; null for customers. */
                            template_handle: string | null;
                            /** @description The name given with the import, or the uploaded file’s. */
                            filename: string | null;
                            /** Format: date-time */
                            created_at: string;
                            finished_at: string | null;
                        };
                        product: components["schemas"]["Product"] | null;
                        debug: unknown[];
                    };
                };
            };
            /** @description The request cannot be read: not JSON, a wrong type, an unknown property, a NUL character */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A permission or a higher limit is needed */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Authenticated but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such resource in your organisation */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A property value violates a rule (exception.violation) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is larger than the route accepts */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A path parameter is longer than accepted (exception.parameter_too_long) */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Rate limited; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Internal error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postBulkImportCustomersMethodUrl: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description `replace`: the file replaces what it imports; `merge`: appends or updates. */
                method: "replace" | "merge";
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The CSV file's http(s) URL, at most 2000 characters; it must not point to a private network. Required. */
                    url: string;
                    /** @description A name shown with the import (progress, notifications). */
                    filename?: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        payload: {
                            /** Format: uuid */
                            import_id: string;
                            /** @enum {unknown} */
                            type: "column" | "value_list" | "customer";
                            /** @enum {unknown} */
                            method: "replace" | "merge";
                            /**
                             * @description `pending` → `processing` → `completed` or `failed`; `idle` is not used.
                             * @enum {unknown}
                             */
                            status: "idle" | "pending" | "processing" | "completed" | "failed";
                            /** @description Percentage of the file read; 100 once finished. */
                            progress: number;
                            /** @description The URL the file was fetched from, or where the uploaded file is served. */
                            source_url: string | null;
                            /** @description CSV `line,field,value,message`, one record per problem, once the file was read. */
                            report_url: string | null;
                            /** @description Lines applied; null until finished. */
                            number_of_valid_rows: number | null;
                            /** @description Problems in the report; null until finished. */
                            number_of_violations: number | null;
                            /** @description Why the import failed; null unless `failed`. A failed import changed nothing. */
                            error: string | null;
                            /** @description The target template; null for customers. */
                            template_handle: string | null;
                            /** @description The name given with the import, or the uploaded file’s. */
                            filename: string | null;
                            /** Format: date-time */
                            created_at: string;
                            finished_at: string | null;
                        };
                        product: components["schemas"]["Product"] | null;
                        debug: unknown[];
                    };
                };
            };
            /** @description The request cannot be read: not JSON, a wrong type, an unknown property, a NUL character */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A permission or a higher limit is needed */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Authenticated but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such resource in your organisation */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A property value violates a rule (exception.violation) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is larger than the route accepts */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A path parameter is longer than accepted (exception.parameter_too_long) */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Rate limited; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Internal error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postBulkImportCustomersMethod: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description `replace`: the file replaces what it imports; `merge`: appends or updates. */
                method: "replace" | "merge";
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** @description A name shown with the import */
                    filename?: string;
                    /**
                     * Format: binary
                     * @description The CSV file
                     */
                    file: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        payload: {
                            /** Format: uuid */
                            import_id: string;
                            /** @enum {unknown} */
                            type: "column" | "value_list" | "customer";
                            /** @enum {unknown} */
                            method: "replace" | "merge";
                            /**
                             * @description `pending` → `processing` → `completed` or `failed`; `idle` is not used.
                             * @enum {unknown}
                             */
                            status: "idle" | "pending" | "processing" | "completed" | "failed";
                            /** @description Percentage of the file read; 100 once finished. */
                            progress: number;
                            /** @description The URL the file was fetched from, or where the uploaded file is served. */
                            source_url: string | null;
                            /** @description CSV `line,field,value,message`, one record per problem, once the file was read. */
                            report_url: string | null;
                            /** @description Lines applied; null until finished. */
                            number_of_valid_rows: number | null;
                            /** @description Problems in the report; null until finished. */
                            number_of_violations: number | null;
                            /** @description Why the import failed; null unless `failed`. A failed import changed nothing. */
                            error: string | null;
                            /** @description The target template; null for customers. */
                            template_handle: string | null;
                            /** @description The name given with the import, or the uploaded file’s. */
                            filename: string | null;
                            /** Format: date-time */
                            created_at: string;
                            finished_at: string | null;
                        };
                        product: components["schemas"]["Product"] | null;
                        debug: unknown[];
                    };
                };
            };
            /** @description The request cannot be read: not JSON, a wrong type, an unknown property, a NUL character */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A permission or a higher limit is needed */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Authenticated but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such resource in your organisation */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A property value violates a rule (exception.violation) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is larger than the route accepts */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A path parameter is longer than accepted (exception.parameter_too_long) */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Rate limited; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Internal error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getBulkImports: {
        parameters: {
            query?: {
                /** @description Page number, from 1 */
                page?: number;
                /** @description Items per page, 1–100 */
                per_page?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        payload: {
                            total_pages: number;
                            current_page: number;
                            total_items: number;
                            items_per_page: number;
                            entries: {
                                /** Format: uuid */
                                import_id: string;
                                /** @enum {unknown} */
                                type: "column" | "value_list" | "customer";
                                /** @enum {unknown} */
                                method: "replace" | "merge";
                                /**
                                 * @description `pending` → `processing` → `completed` or `failed`; `idle` is not used.
                                 * @enum {unknown}
                                 */
                                status: "idle" | "pending" | "processing" | "completed" | "failed";
                                /** @description Percentage of the file read; 100 once finished. */
                                progress: number;
                                /** @description The URL the file was fetched from, or where the uploaded file is served. */
                                source_url: string | null;
                                /** @description CSV `line,field,value,message`, one record per problem, once the file was read. */
                                report_url: string | null;
                                /** @description Lines applied; null until finished. */
                                number_of_valid_rows: number | null;
                                /** @description Problems in the report; null until finished. */
                                number_of_violations: number | null;
                                /** @description Why the import failed; null unless `failed`. A failed import changed nothing. */
                                error: string | null;
                                /** @description The target template; null for customers. */
                                template_handle: string | null;
                                /** @description The name given with the import, or the uploaded file’s. */
                                filename: string | null;
                                /** Format: date-time */
                                created_at: string;
                                finished_at: string | null;
                            }[];
                        };
                        product: components["schemas"]["Product"] | null;
                        debug: unknown[];
                    };
                };
            };
            /** @description The request cannot be read: not JSON, a wrong type, an unknown property, a NUL character */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A permission or a higher limit is needed */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Authenticated but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such resource in your organisation */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A property value violates a rule (exception.violation) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Rate limited; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Internal error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getBulkImportImportId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description UUID */
                importId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        payload: {
                            /** Format: uuid */
                            import_id: string;
                            /** @enum {unknown} */
                            type: "column" | "value_list" | "customer";
                            /** @enum {unknown} */
                            method: "replace" | "merge";
                            /**
                             * @description `pending` → `processing` → `completed` or `failed`; `idle` is not used.
                             * @enum {unknown}
                             */
                            status: "idle" | "pending" | "processing" | "completed" | "failed";
                            /** @description Percentage of the file read; 100 once finished. */
                            progress: number;
                            /** @description The URL the file was fetched from, or where the uploaded file is served. */
                            source_url: string | null;
                            /** @description CSV `line,field,value,message`, one record per problem, once the file was read. */
                            report_url: string | null;
                            /** @description Lines applied; null until finished. */
                            number_of_valid_rows: number | null;
                            /** @description Problems in the report; null until finished. */
                            number_of_violations: number | null;
                            /** @description Why the import failed; null unless `failed`. A failed import changed nothing. */
                            error: string | null;
                            /** @description The target template; null for customers. */
                            template_handle: string | null;
                            /** @description The name given with the import, or the uploaded file’s. */
                            filename: string | null;
                            /** Format: date-time */
                            created_at: string;
                            finished_at: string | null;
                        };
                        product: components["schemas"]["Product"] | null;
                        debug: unknown[];
                    };
                };
            };
            /** @description The request cannot be read: not JSON, a wrong type, an unknown property, a NUL character */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A permission or a higher limit is needed */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Authenticated but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such resource in your organisation */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A property value violates a rule (exception.violation) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A path parameter is longer than accepted (exception.parameter_too_long) */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Rate limited; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Internal error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getBulkImportImportIdReport: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description UUID */
                importId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One record per problem, by line */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /** @description The request cannot be read: not JSON, a wrong type, an unknown property, a NUL character */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A permission or a higher limit is needed */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Authenticated but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such resource in your organisation */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A property value violates a rule (exception.violation) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A path parameter is longer than accepted (exception.parameter_too_long) */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Rate limited; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Internal error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getBulkImportImportIdSource: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description UUID */
                importId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file as uploaded */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/octet-stream": string;
                };
            };
            /** @description The request cannot be read: not JSON, a wrong type, an unknown property, a NUL character */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A permission or a higher limit is needed */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Authenticated but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such resource in your organisation */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A property value violates a rule (exception.violation) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A path parameter is longer than accepted (exception.parameter_too_long) */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Rate limited; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Internal error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getHealthz: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "ok";
                        /** @enum {string} */
                        database: "ok";
                    };
                };
            };
            /** @description The request cannot be read: not JSON, a wrong type, an unknown property, a NUL character */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Rate limited; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Internal error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "unavailable";
                        database: string;
                    };
                };
            };
        };
    };
    getReadyz: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "ready";
                        /** @enum {string} */
                        database: "ok";
                        /** @enum {string} */
                        files: "ok";
                    };
                };
            };
            /** @description The request cannot be read: not JSON, a wrong type, an unknown property, a NUL character */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Rate limited; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Internal error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "unavailable";
                        /** @description `ok` when it answered within 5 seconds */
                        database: "ok" | "unreachable";
                        /** @description `ok` when it answered within 5 seconds */
                        files: "ok" | "unreachable";
                    };
                };
            };
        };
    };
    getMetrics: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The metrics, Prometheus text exposition format 0.0.4 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description The request cannot be read: not JSON, a wrong type, an unknown property, a NUL character */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description FERRY_METRICS_TOKEN is set and the request did not carry it */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No FERRY_METRICS_TOKEN is set and the request is not from the loopback */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Rate limited; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Internal error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getEnHello: {
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
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        payload: {
                            /** @description The given name */
                            hello: string;
                        };
                        product: components["schemas"]["Product"] | null;
                        debug: unknown[];
                    };
                };
            };
            /** @description The request cannot be read: not JSON, a wrong type, an unknown property, a NUL character */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A permission or a higher limit is needed */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Authenticated but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such resource in your organisation */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A property value violates a rule (exception.violation) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Rate limited; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Internal error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    putEnHello: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description A name */
                    name: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        payload: {
                            /** @description The given name */
                            hello: string;
                        };
                        product: components["schemas"]["Product"] | null;
                        debug: unknown[];
                    };
                };
            };
            /** @description The request cannot be read: not JSON, a wrong type, an unknown property, a NUL character */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A permission or a higher limit is needed */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Authenticated but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such resource in your organisation */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A property value violates a rule (exception.violation) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is larger than the route accepts */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Rate limited; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Internal error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postEnHello: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description A name */
                    name: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        payload: {
                            /** @description The given name */
                            hello: string;
                        };
                        product: components["schemas"]["Product"] | null;
                        debug: unknown[];
                    };
                };
            };
            /** @description The request cannot be read: not JSON, a wrong type, an unknown property, a NUL character */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A permission or a higher limit is needed */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Authenticated but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such resource in your organisation */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A property value violates a rule (exception.violation) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is larger than the route accepts */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Rate limited; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Internal error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    deleteEnHello: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description A name */
                    name: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        payload: {
                            /** @description The given name */
                            hello: string;
                        };
                        product: components["schemas"]["Product"] | null;
                        debug: unknown[];
                    };
                };
            };
            /** @description The request cannot be read: not JSON, a wrong type, an unknown property, a NUL character */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A permission or a higher limit is needed */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Authenticated but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such resource in your organisation */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A property value violates a rule (exception.violation) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is larger than the route accepts */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Rate limited; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Internal error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getEnHelloName: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                name: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        payload: {
                            /** @description The given name */
                            hello: string;
                        };
                        product: components["schemas"]["Product"] | null;
                        debug: unknown[];
                    };
                };
            };
            /** @description The request cannot be read: not JSON, a wrong type, an unknown property, a NUL character */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A permission or a higher limit is needed */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Authenticated but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such resource in your organisation */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A property value violates a rule (exception.violation) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A path parameter is longer than accepted (exception.parameter_too_long) */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Rate limited; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Internal error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postEnHelloFileUpload: {
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
                     * @description The file
                     */
                    file: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        payload: {
                            file_name: string;
                            /** @description Size in bytes */
                            size: number;
                            /** @description Media type announced by the client */
                            media_type: string;
                            /** @description Hex SHA-256 of the content */
                            sha256: string;
                        };
                        product: components["schemas"]["Product"] | null;
                        debug: unknown[];
                    };
                };
            };
            /** @description The request cannot be read: not JSON, a wrong type, an unknown property, a NUL character */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A permission or a higher limit is needed */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Authenticated but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such resource in your organisation */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A property value violates a rule (exception.violation) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is larger than the route accepts */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Rate limited; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Internal error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getEnSendSubdomainHello: {
        parameters: {
            query: {
                name: string;
            };
            header?: never;
            path: {
                subdomain: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        payload: {
                            hello: string;
                            organisation: string;
                        };
                        product: components["schemas"]["Product"] | null;
                        debug: unknown[];
                    };
                };
            };
            /** @description The request cannot be read: not JSON, a wrong type, an unknown property, a NUL character */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A permission or a higher limit is needed */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Authenticated but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such resource in your organisation */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A property value violates a rule (exception.violation) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A path parameter is longer than accepted (exception.parameter_too_long) */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Rate limited; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Internal error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
}
