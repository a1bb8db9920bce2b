/**
 * Generated from the server's route schemas (the same OpenAPI document as /api/openapi.json).
 * Do not edit: run `npm run api-types` after changing a route. A server test fails while this file is stale.
 */
export interface paths {
  '/api/metrics': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Prometheus metrics of this process
     * @description HTTP latency by route pattern, database and media-processing timings, open sockets, online users. With `METRICS_TOKEN` set, send `Authorization: Bearer <token>`; without it, only requests from loopback are answered.
     */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Prometheus text exposition format */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'text/plain': string;
          };
        };
        /** @description Not logged in */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "error": "A valid metrics token is required",
             *       "code": "METRICS_TOKEN_REQUIRED"
             *     }
             */
            'application/json': {
              /** @description Shown to people as is, in the request's language */
              error: string;
              /**
               * @description Stable, for programs: the same in every language
               * @enum {string}
               */
              code: 'METRICS_TOKEN_REQUIRED';
            };
          };
        };
        /** @description Not allowed */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "error": "Metrics are served only to this machine, or with METRICS_TOKEN set.",
             *       "code": "METRICS_LOOPBACK_ONLY"
             *     }
             */
            'application/json': {
              /** @description Shown to people as is, in the request's language */
              error: string;
              /**
               * @description Stable, for programs: the same in every language
               * @enum {string}
               */
              code: 'METRICS_LOOPBACK_ONLY';
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
  '/api/health': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Is this process ready to serve?
     * @description For load balancers and uptime checks: 200 when the database (and Redis, if configured) answer.
     */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Every dependency answers */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "status": "ok",
             *       "database": "ok",
             *       "redis": "disabled",
             *       "media": "ok"
             *     }
             */
            'application/json': {
              /** @enum {string} */
              status: 'ok';
              /** @enum {string} */
              database: 'ok';
              /** @description `disabled` when the deployment does not use it (Redis without REDIS_URL) */
              redis: 'ok' | 'down' | 'disabled';
              /** @description `unavailable` when ffmpeg/ffprobe do not run here: video uploads are refused, images still work */
              media: 'ok' | 'unavailable';
            };
          };
        };
        /** @description The database or Redis does not answer */
        503: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "status": "unavailable",
             *       "database": "ok",
             *       "redis": "down",
             *       "media": "ok",
             *       "error": "Redis is unreachable"
             *     }
             */
            'application/json': {
              /** @enum {string} */
              status: 'unavailable';
              /** @description `disabled` when the deployment does not use it (Redis without REDIS_URL) */
              database: 'ok' | 'down' | 'disabled';
              /** @description `disabled` when the deployment does not use it (Redis without REDIS_URL) */
              redis: 'ok' | 'down' | 'disabled';
              /** @description `unavailable` when ffmpeg/ffprobe do not run here: video uploads are refused, images still work */
              media: 'ok' | 'unavailable';
              error: string;
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
  '/api/users/signup': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Create an account and log in */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            name?: string;
            username?: string;
            email?: string;
            password?: string;
          };
        };
      };
      responses: {
        /** @description A user profile */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "_id": "01JD8X7Q4K2M5N6P7R8S9T0V1W",
             *       "username": "janedoe",
             *       "name": "Jane Doe",
             *       "profilePic": "/media/01jd8x7q4k2m5n6p7r8s9t0v1w.webp",
             *       "bio": "Painter. Coffee.",
             *       "followers": [
             *         "01JD8X9A1B2C3D4E5F6G7H8J9K"
             *       ],
             *       "following": [],
             *       "followersCount": 1,
             *       "followingCount": 0,
             *       "postsCount": 3,
             *       "isFrozen": false,
             *       "createdAt": "2026-11-01T09:30:00.000Z",
             *       "email": "jane@example.com",
             *       "role": "user",
             *       "twoFactorEnabled": false,
             *       "blockedByMe": false,
             *       "mutedByMe": false,
             *       "followRequestedByMe": false
             *     }
             */
            'application/json': {
              /** @description ULID */
              _id: string;
              username: string;
              name: string;
              /** @description URL of the avatar, or empty for the default one */
              profilePic: string;
              bio: string;
              /**
               * @description Only for a person on another server
               * @enum {boolean}
               */
              remote?: true;
              /** @description A remote person's server */
              host?: string;
              /** @description A remote person's page on their server */
              url?: string;
              /** @description Ids of the users following this one */
              followers: string[];
              /** @description Ids of the users this one follows */
              following: string[];
              followersCount: number;
              followingCount: number;
              /** @description Posts by this user, reposts included */
              postsCount: number;
              isFrozen: boolean;
              /** Format: date-time */
              createdAt: string;
              /** @description Only when the viewer is this user */
              email?: string;
              /** @description Only to this user and to admins */
              role?: 'user' | 'admin';
              /** @description The language chosen for mails, pushes and errors ("auto" follows the browser); only when the viewer is this user */
              locale?: string;
              /** @description Whether two-factor sign-in is on; only when the viewer is this user */
              twoFactorEnabled?: boolean;
              /** @description Whether you blocked this user (they cannot see you) */
              blockedByMe: boolean;
              /** @description Whether you muted this user (they are not told) */
              mutedByMe: boolean;
              /** @description Whether you asked to follow this person on another server and their server has not answered yet */
              followRequestedByMe: boolean;
              /** @description Only for a remote person: their server’s name as its NodeInfo gives it, when known */
              serverName?: string;
              /** @description Only for someone who moved away (one of ours, or a remote person whose `Move` we accepted): the `name@host` of the new account */
              movedTo?: string;
            };
          };
        };
        /** @description Invalid input */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "error": "All fields are required.",
             *       "code": "FIELDS_REQUIRED"
             *     }
             */
            'application/json': {
              /** @description Shown to people as is, in the request's language */
              error: string;
              /**
               * @description Stable, for programs: the same in every language
               * @enum {string}
               */
              code: 'FIELDS_REQUIRED';
            };
          };
        };
        /** @description Conflict with existing data */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "error": "Username is already taken.",
             *       "code": "USERNAME_TAKEN"
             *     }
             */
            'application/json': {
              /** @description Shown to people as is, in the request's language */
              error: string;
              /**
               * @description Stable, for programs: the same in every language
               * @enum {string}
               */
              code: 'USERNAME_TAKEN';
            };
          };
        };
        /** @description Rate limited; `Retry-After` says when to try again */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "error": "Too many requests. Please try again later.",
             *       "code": "TOO_MANY_REQUESTS"
             *     }
             */
            'application/json': {
              /** @description Shown to people as is, in the request's language */
              error: string;
              /**
               * @description Stable, for programs: the same in every language
               * @enum {string}
               */
              code: 'TOO_MANY_REQUESTS';
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
  '/api/users/login': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Log in; unfreezes a frozen account
     * @description With two-factor sign-in on, also send `code` (a current authenticator code or an unused recovery code); without it the answer is 401 with `twoFactorRequired: true`.
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
          'application/json': {
            username?: string;
            password?: string;
            code?: string;
          };
        };
      };
      responses: {
        /** @description A user profile */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "_id": "01JD8X7Q4K2M5N6P7R8S9T0V1W",
             *       "username": "janedoe",
             *       "name": "Jane Doe",
             *       "profilePic": "/media/01jd8x7q4k2m5n6p7r8s9t0v1w.webp",
             *       "bio": "Painter. Coffee.",
             *       "followers": [
             *         "01JD8X9A1B2C3D4E5F6G7H8J9K"
             *       ],
             *       "following": [],
             *       "followersCount": 1,
             *       "followingCount": 0,
             *       "postsCount": 3,
             *       "isFrozen": false,
             *       "createdAt": "2026-11-01T09:30:00.000Z",
             *       "email": "jane@example.com",
             *       "role": "user",
             *       "twoFactorEnabled": false,
             *       "blockedByMe": false,
             *       "mutedByMe": false,
             *       "followRequestedByMe": false
             *     }
             */
            'application/json': {
              /** @description ULID */
              _id: string;
              username: string;
              name: string;
              /** @description URL of the avatar, or empty for the default one */
              profilePic: string;
              bio: string;
              /**
               * @description Only for a person on another server
               * @enum {boolean}
               */
              remote?: true;
              /** @description A remote person's server */
              host?: string;
              /** @description A remote person's page on their server */
              url?: string;
              /** @description Ids of the users following this one */
              followers: string[];
              /** @description Ids of the users this one follows */
              following: string[];
              followersCount: number;
              followingCount: number;
              /** @description Posts by this user, reposts included */
              postsCount: number;
              isFrozen: boolean;
              /** Format: date-time */
              createdAt: string;
              /** @description Only when the viewer is this user */
              email?: string;
              /** @description Only to this user and to admins */
              role?: 'user' | 'admin';
              /** @description The language chosen for mails, pushes and errors ("auto" follows the browser); only when the viewer is this user */
              locale?: string;
              /** @description Whether two-factor sign-in is on; only when the viewer is this user */
              twoFactorEnabled?: boolean;
              /** @description Whether you blocked this user (they cannot see you) */
              blockedByMe: boolean;
              /** @description Whether you muted this user (they are not told) */
              mutedByMe: boolean;
              /** @description Whether you asked to follow this person on another server and their server has not answered yet */
              followRequestedByMe: boolean;
              /** @description Only for a remote person: their server’s name as its NodeInfo gives it, when known */
              serverName?: string;
              /** @description Only for someone who moved away (one of ours, or a remote person whose `Move` we accepted): the `name@host` of the new account */
              movedTo?: string;
            };
          };
        };
        /** @description Invalid input */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "error": "Invalid username or password",
             *       "code": "INVALID_CREDENTIALS"
             *     }
             */
            'application/json': {
              /** @description Shown to people as is, in the request's language */
              error: string;
              /**
               * @description Stable, for programs: the same in every language
               * @enum {string}
               */
              code: 'INVALID_CREDENTIALS';
            };
          };
        };
        /** @description The password was right; two-factor sign-in is on and the code is missing or wrong */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              /** @enum {string} */
              code: 'TWO_FACTOR_REQUIRED' | 'TWO_FACTOR_INVALID';
              /** @enum {boolean} */
              twoFactorRequired: true;
            };
          };
        };
        /** @description Rate limited; `Retry-After` says when to try again */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "error": "Too many requests. Please try again later.",
             *       "code": "TOO_MANY_REQUESTS"
             *     }
             */
            'application/json': {
              /** @description Shown to people as is, in the request's language */
              error: string;
              /**
               * @description Stable, for programs: the same in every language
               * @enum {string}
               */
              code: 'TOO_MANY_REQUESTS';
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
  '/api/users/logout': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** End this session */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Done */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "message": "User logged out successfully"
             *     }
             */
            'application/json': {
              message: string;
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
  '/api/users/freeze': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Hide the account and end all its sessions (logging in again unfreezes it) */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Frozen */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "success": true
             *     }
             */
            'application/json': {
              success: boolean;
            };
          };
        };
        /** @description Not logged in */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "error": "You must be logged in",
             *       "code": "LOGIN_REQUIRED"
             *     }
             */
            'application/json': {
              /** @description Shown to people as is, in the request's language */
              error: string;
              /**
               * @description Stable, for programs: the same in every language
               * @enum {string}
               */
              code: 'LOGIN_REQUIRED';
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
  '/api/users/search': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Prefix search on username and name, best first, 10 at most */
    get: {
      parameters: {
        query?: {
          q?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Users */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example [
             *       {
             *         "_id": "01JD8X7Q4K2M5N6P7R8S9T0V1W",
             *         "username": "janedoe",
             *         "name": "Jane Doe",
             *         "profilePic": "/media/01jd8x7q4k2m5n6p7r8s9t0v1w.webp",
             *         "bio": "Painter. Coffee.",
             *         "followers": [
             *           "01JD8X9A1B2C3D4E5F6G7H8J9K"
             *         ]
             *       }
             *     ]
             */
            'application/json': {
              /** @description ULID */
              _id: string;
              username: string;
              name: string;
              /** @description URL of the avatar, or empty for the default one */
              profilePic: string;
              bio: string;
              /**
               * @description Only for a person on another server
               * @enum {boolean}
               */
              remote?: true;
              /** @description A remote person's server */
              host?: string;
              /** @description A remote person's page on their server */
              url?: string;
              /** @description Ids of the users following this one whom you may see */
              followers: string[];
            }[];
          };
        };
        /** @description Invalid input */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "error": "Search query is required",
             *       "code": "SEARCH_QUERY_REQUIRED"
             *     }
             */
            'application/json': {
              /** @description Shown to people as is, in the request's language */
              error: string;
              /**
               * @description Stable, for programs: the same in every language
               * @enum {string}
               */
              code: 'SEARCH_QUERY_REQUIRED';
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
  '/api/users/profile/{key}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A profile by username or id, or a remote person by `name@host` (found on their server); the email only for its owner */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          key: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description A user profile */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "_id": "01JD8X7Q4K2M5N6P7R8S9T0V1W",
             *       "username": "janedoe",
             *       "name": "Jane Doe",
             *       "profilePic": "/media/01jd8x7q4k2m5n6p7r8s9t0v1w.webp",
             *       "bio": "Painter. Coffee.",
             *       "followers": [
             *         "01JD8X9A1B2C3D4E5F6G7H8J9K"
             *       ],
             *       "following": [],
             *       "followersCount": 1,
             *       "followingCount": 0,
             *       "postsCount": 3,
             *       "isFrozen": false,
             *       "createdAt": "2026-11-01T09:30:00.000Z",
             *       "email": "jane@example.com",
             *       "role": "user",
             *       "twoFactorEnabled": false,
             *       "blockedByMe": false,
             *       "mutedByMe": false,
             *       "followRequestedByMe": false
             *     }
             */
            'application/json': {
              /** @description ULID */
              _id: string;
              username: string;
              name: string;
              /** @description URL of the avatar, or empty for the default one */
              profilePic: string;
              bio: string;
              /**
               * @description Only for a person on another server
               * @enum {boolean}
               */
              remote?: true;
              /** @description A remote person's server */
              host?: string;
              /** @description A remote person's page on their server */
              url?: string;
              /** @description Ids of the users following this one */
              followers: string[];
              /** @description Ids of the users this one follows */
              following: string[];
              followersCount: number;
              followingCount: number;
              /** @description Posts by this user, reposts included */
              postsCount: number;
              isFrozen: boolean;
              /** Format: date-time */
              createdAt: string;
              /** @description Only when the viewer is this user */
              email?: string;
              /** @description Only to this user and to admins */
              role?: 'user' | 'admin';
              /** @description The language chosen for mails, pushes and errors ("auto" follows the browser); only when the viewer is this user */
              locale?: string;
              /** @description Whether two-factor sign-in is on; only when the viewer is this user */
              twoFactorEnabled?: boolean;
              /** @description Whether you blocked this user (they cannot see you) */
              blockedByMe: boolean;
              /** @description Whether you muted this user (they are not told) */
              mutedByMe: boolean;
              /** @description Whether you asked to follow this person on another server and their server has not answered yet */
              followRequestedByMe: boolean;
              /** @description Only for a remote person: their server’s name as its NodeInfo gives it, when known */
              serverName?: string;
              /** @description Only for someone who moved away (one of ours, or a remote person whose `Move` we accepted): the `name@host` of the new account */
              movedTo?: string;
            };
          };
        };
        /** @description Not found */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "error": "User not found",
             *       "code": "USER_NOT_FOUND"
             *     }
             */
            'application/json': {
              /** @description Shown to people as is, in the request's language */
              error: string;
              /**
               * @description Stable, for programs: the same in every language
               * @enum {string}
               */
              code: 'USER_NOT_FOUND';
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
  '/api/users/update/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Update your own profile
     * @description Empty fields stay unchanged; a new password or email needs `currentPassword` and, with two-factor sign-in on, `code` (400 with `twoFactorRequired: true` when missing or wrong; a wrong one counts as a failed login); a new password ends your other sessions. `profilePic` is a data URL in JSON, or a file field in a multipart/form-data request with the same fields.
     */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            name?: string;
            username?: string;
            email?: string;
            bio?: string;
            password?: string;
            currentPassword?: string;
            code?: string;
            profilePic?: string;
          };
        };
      };
      responses: {
        /** @description A user profile */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "_id": "01JD8X7Q4K2M5N6P7R8S9T0V1W",
             *       "username": "janedoe",
             *       "name": "Jane Doe",
             *       "profilePic": "/media/01jd8x7q4k2m5n6p7r8s9t0v1w.webp",
             *       "bio": "Painter. Coffee.",
             *       "followers": [
             *         "01JD8X9A1B2C3D4E5F6G7H8J9K"
             *       ],
             *       "following": [],
             *       "followersCount": 1,
             *       "followingCount": 0,
             *       "postsCount": 3,
             *       "isFrozen": false,
             *       "createdAt": "2026-11-01T09:30:00.000Z",
             *       "email": "jane@example.com",
             *       "role": "user",
             *       "twoFactorEnabled": false,
             *       "blockedByMe": false,
             *       "mutedByMe": false,
             *       "followRequestedByMe": false
             *     }
             */
            'application/json': {
              /** @description ULID */
              _id: string;
              username: string;
              name: string;
              /** @description URL of the avatar, or empty for the default one */
              profilePic: string;
              bio: string;
              /**
               * @description Only for a person on another server
               * @enum {boolean}
               */
              remote?: true;
              /** @description A remote person's server */
              host?: string;
              /** @description A remote person's page on their server */
              url?: string;
              /** @description Ids of the users following this one */
              followers: string[];
              /** @description Ids of the users this one follows */
              following: string[];
              followersCount: number;
              followingCount: number;
              /** @description Posts by this user, reposts included */
              postsCount: number;
              isFrozen: boolean;
              /** Format: date-time */
              createdAt: string;
              /** @description Only when the viewer is this user */
              email?: string;
              /** @description Only to this user and to admins */
              role?: 'user' | 'admin';
              /** @description The language chosen for mails, pushes and errors ("auto" follows the browser); only when the viewer is this user */
              locale?: string;
              /** @description Whether two-factor sign-in is on; only when the viewer is this user */
              twoFactorEnabled?: boolean;
              /** @description Whether you blocked this user (they cannot see you) */
              blockedByMe: boolean;
              /** @description Whether you muted this user (they are not told) */
              mutedByMe: boolean;
              /** @description Whether you asked to follow this person on another server and their server has not answered yet */
              followRequestedByMe: boolean;
              /** @description Only for a remote person: their server’s name as its NodeInfo gives it, when known */
              serverName?: string;
              /** @description Only for someone who moved away (one of ours, or a remote person whose `Move` we accepted): the `name@host` of the new account */
              movedTo?: string;
            };
          };
        };
        /** @description Invalid input; `twoFactorRequired` when two-factor sign-in is on and the code is missing or wrong */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              /** @enum {string} */
              code: 'USERNAME_CHARACTERS' | 'TWO_FACTOR_REQUIRED' | 'TWO_FACTOR_INVALID';
              /** @enum {boolean} */
              twoFactorRequired?: true;
            };
          };
        };
        /** @description Not logged in */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "error": "You must be logged in",
             *       "code": "LOGIN_REQUIRED"
             *     }
             */
            'application/json': {
              /** @description Shown to people as is, in the request's language */
              error: string;
              /**
               * @description Stable, for programs: the same in every language
               * @enum {string}
               */
              code: 'LOGIN_REQUIRED';
            };
          };
        };
        /** @description Not allowed */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "error": "You cannot update another user",
             *       "code": "UPDATE_OTHERS_FORBIDDEN"
             *     }
             */
            'application/json': {
              /** @description Shown to people as is, in the request's language */
              error: string;
              /**
               * @description Stable, for programs: the same in every language
               * @enum {string}
               */
              code: 'UPDATE_OTHERS_FORBIDDEN';
            };
          };
        };
        /** @description Not found */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "error": "User not found",
             *       "code": "USER_NOT_FOUND"
             *     }
             */
            'application/json': {
              /** @description Shown to people as is, in the request's language */
              error: string;
              /**
               * @description Stable, for programs: the same in every language
               * @enum {string}
               */
              code: 'USER_NOT_FOUND';
            };
          };
        };
        /** @description Conflict with existing data */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "error": "Email is already registered.",
             *       "code": "EMAIL_TAKEN"
             *     }
             */
            'application/json': {
              /** @description Shown to people as is, in the request's language */
              error: string;
              /**
               * @description Stable, for programs: the same in every language
               * @enum {string}
               */
              code: 'EMAIL_TAKEN';
            };
          };
        };
        /** @description Too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "error": "Request body is too large",
             *       "code": "BODY_TOO_LARGE"
             *     }
             */
            'application/json': {
              /** @description Shown to people as is, in the request's language */
              error: string;
              /**
               * @description Stable, for programs: the same in every language
               * @enum {string}
               */
              code: 'BODY_TOO_LARGE';
            };
          };
        };
        /** @description Unsupported media type */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "error": "Unsupported image type. Use JPEG, PNG, WebP, GIF or AVIF.",
             *       "code": "IMAGE_TYPE_UNSUPPORTED"
             *     }
             */
            'application/json': {
              /** @description Shown to people as is, in the request's language */
              error: string;
              /**
               * @description Stable, for programs: the same in every language
               * @enum {string}
               */
              code: 'IMAGE_TYPE_UNSUPPORTED';
            };
          };
        };
        /** @description Rate limited; `Retry-After` says when to try again */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "error": "Too many requests. Please try again later.",
             *       "code": "TOO_MANY_REQUESTS"
             *     }
             */
            'application/json': {
              /** @description Shown to people as is, in the request's language */
              error: string;
              /**
               * @description Stable, for programs: the same in every language
               * @enum {string}
               */
              code: 'TOO_MANY_REQUESTS';
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
  '/api/users/me/locale': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Choose the language of your mails, pushes and error texts ("auto" follows your browser) */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            locale: string | null;
          };
        };
      };
      responses: {
        /** @description Stored */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              locale: string;
            };
          };
        };
        /** @description Invalid input */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "error": "locale must be \"auto\", \"en\", \"es\", \"ja\" or \"ar\"",
             *       "code": "LOCALE_INVALID"
             *     }
             */
            'application/json': {
              /** @description Shown to people as is, in the request's language */
              error: string;
              /**
               * @description Stable, for programs: the same in every language
               * @enum {string}
               */
              code: 'LOCALE_INVALID';
            };
          };
        };
        /** @description Not logged in */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "error": "You must be logged in",
             *       "code": "LOGIN_REQUIRED"
             *     }
             */
            'application/json': {
              /** @description Shown to people as is, in the request's language */
              error: string;
              /**
               * @description Stable, for programs: the same in every language
               * @enum {string}
               */
              code: 'LOGIN_REQUIRED';
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
  '/api/users/password-reset': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Mail a password-reset link
     * @description Always `{"ok": true}`, whether or not an account has this address. The link is valid for an hour, once, and only the newest one works.
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
          'application/json': {
            email?: string;
          };
        };
      };
      responses: {
        /** @description Done */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "ok": true
             *     }
             */
            'application/json': {
              /** @enum {boolean} */
              ok: true;
            };
          };
        };
        /** @description Invalid input */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "error": "Please enter a valid email address.",
             *       "code": "EMAIL_INVALID"
             *     }
             */
            'application/json': {
              /** @description Shown to people as is, in the request's language */
              error: string;
              /**
               * @description Stable, for programs: the same in every language
               * @enum {string}
               */
              code: 'EMAIL_INVALID';
            };
          };
        };
        /** @description Rate limited; `Retry-After` says when to try again */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "error": "Too many requests. Please try again later.",
             *       "code": "TOO_MANY_REQUESTS"
             *     }
             */
            'application/json': {
              /** @description Shown to people as is, in the request's language */
              error: string;
              /**
               * @description Stable, for programs: the same in every language
               * @enum {string}
               */
              code: 'TOO_MANY_REQUESTS';
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
  '/api/users/password-reset/confirm': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Set a new password from a reset link; ends every session */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            token?: string;
            password?: string;
          };
        };
      };
      responses: {
        /** @description Done */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "ok": true
             *     }
             */
            'application/json': {
              /** @enum {boolean} */
              ok: true;
            };
          };
        };
        /** @description Invalid input */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "error": "This reset link is invalid or has expired.",
             *       "code": "RESET_LINK_INVALID"
             *     }
             */
            'application/json': {
              /** @description Shown to people as is, in the request's language */
              error: string;
              /**
               * @description Stable, for programs: the same in every language
               * @enum {string}
               */
              code: 'RESET_LINK_INVALID';
            };
          };
        };
        /** @description Rate limited; `Retry-After` says when to try again */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "error": "Too many requests. Please try again later.",
             *       "code": "TOO_MANY_REQUESTS"
             *     }
             */
            'application/json': {
              /** @description Shown to people as is, in the request's language */
              error: string;
              /**
               * @description Stable, for programs: the same in every language
               * @enum {string}
               */
              code: 'TOO_MANY_REQUESTS';
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
  '/api/users/2fa/setup': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Start turning on two-factor sign-in: a new TOTP secret */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The secret to type into an authenticator app, and the URL to show as a QR code */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "secret": "JBSWY3DPEHPK3PXP",
             *       "otpauthUrl": "otpauth://totp/Threads:alice?secret=JBSWY3DPEHPK3PXP"
             *     }
             */
            'application/json': {
              secret: string;
              otpauthUrl: string;
            };
          };
        };
        /** @description Not logged in */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "error": "You must be logged in",
             *       "code": "LOGIN_REQUIRED"
             *     }
             */
            'application/json': {
              /** @description Shown to people as is, in the request's language */
              error: string;
              /**
               * @description Stable, for programs: the same in every language
               * @enum {string}
               */
              code: 'LOGIN_REQUIRED';
            };
          };
        };
        /** @description Conflict with existing data */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "error": "Two-factor sign-in is already on.",
             *       "code": "TWO_FACTOR_ALREADY_ON"
             *     }
             */
            'application/json': {
              /** @description Shown to people as is, in the request's language */
              error: string;
              /**
               * @description Stable, for programs: the same in every language
               * @enum {string}
               */
              code: 'TWO_FACTOR_ALREADY_ON';
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
  '/api/users/2fa/enable': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Turn two-factor sign-in on with a code from the authenticator app */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            code?: string;
          };
        };
      };
      responses: {
        /** @description On; ten one-time recovery codes, shown this once */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "recoveryCodes": [
             *         "k7dq2-m9xfa"
             *       ]
             *     }
             */
            'application/json': {
              recoveryCodes: string[];
            };
          };
        };
        /** @description Invalid input */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "error": "Invalid two-factor code",
             *       "code": "TWO_FACTOR_INVALID"
             *     }
             */
            'application/json': {
              /** @description Shown to people as is, in the request's language */
              error: string;
              /**
               * @description Stable, for programs: the same in every language
               * @enum {string}
               */
              code: 'TWO_FACTOR_INVALID';
            };
          };
        };
        /** @description Not logged in */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "error": "You must be logged in",
             *       "code": "LOGIN_REQUIRED"
             *     }
             */
            'application/json': {
              /** @description Shown to people as is, in the request's language */
              error: string;
              /**
               * @description Stable, for programs: the same in every language
               * @enum {string}
               */
              code: 'LOGIN_REQUIRED';
            };
          };
        };
        /** @description Conflict with existing data */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "error": "Two-factor sign-in is already on.",
             *       "code": "TWO_FACTOR_ALREADY_ON"
             *     }
             */
            'application/json': {
              /** @description Shown to people as is, in the request's language */
              error: string;
              /**
               * @description Stable, for programs: the same in every language
               * @enum {string}
               */
              code: 'TWO_FACTOR_ALREADY_ON';
            };
          };
        };
        /** @description Rate limited; `Retry-After` says when to try again */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "error": "Too many requests. Please try again later.",
             *       "code": "TOO_MANY_REQUESTS"
             *     }
             */
            'application/json': {
              /** @description Shown to people as is, in the request's language */
              error: string;
              /**
               * @description Stable, for programs: the same in every language
               * @enum {string}
               */
              code: 'TOO_MANY_REQUESTS';
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
  '/api/users/2fa/disable': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Turn two-factor sign-in off (needs the password and a current code or an unused recovery code) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            password?: string;
            code?: string;
          };
        };
      };
      responses: {
        /** @description Done */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "ok": true
             *     }
             */
            'application/json': {
              /** @enum {boolean} */
              ok: true;
            };
          };
        };
        /** @description Invalid input; `twoFactorRequired` when two-factor sign-in is on and the code is missing or wrong */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              /** @enum {string} */
              code: 'PASSWORD_WRONG' | 'TWO_FACTOR_REQUIRED' | 'TWO_FACTOR_INVALID';
              /** @enum {boolean} */
              twoFactorRequired?: true;
            };
          };
        };
        /** @description Not logged in */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "error": "You must be logged in",
             *       "code": "LOGIN_REQUIRED"
             *     }
             */
            'application/json': {
              /** @description Shown to people as is, in the request's language */
              error: string;
              /**
               * @description Stable, for programs: the same in every language
               * @enum {string}
               */
              code: 'LOGIN_REQUIRED';
            };
          };
        };
        /** @description Conflict with existing data */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "error": "Two-factor sign-in is not on.",
             *       "code": "TWO_FACTOR_NOT_ON"
             *     }
             */
            'application/json': {
              /** @description Shown to people as is, in the request's language */
              error: string;
              /**
               * @description Stable, for programs: the same in every language
               * @enum {string}
               */
              code: 'TWO_FACTOR_NOT_ON';
            };
          };
        };
        /** @description Rate limited; `Retry-After` says when to try again */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "error": "Too many requests. Please try again later.",
             *       "code": "TOO_MANY_REQUESTS"
             *     }
             */
            'application/json': {
              /** @description Shown to people as is, in the request's language */
              error: string;
              /**
               * @description Stable, for programs: the same in every language
               * @enum {string}
               */
              code: 'TOO_MANY_REQUESTS';
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
  '/api/users/sessions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Where you're logged in: your live sessions */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Most recently seen first; `lastSeenAt` is kept to the minute */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example [
             *       {
             *         "_id": "01JD0000000000000000000000",
             *         "userAgent": "Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0",
             *         "createdAt": "2026-11-20T10:00:00.000Z",
             *         "lastSeenAt": "2026-11-23T08:15:00.000Z",
             *         "current": true
             *       }
             *     ]
             */
            'application/json': {
              _id: string;
              userAgent: string;
              /** Format: date-time */
              createdAt: string;
              /** Format: date-time */
              lastSeenAt: string;
              current: boolean;
            }[];
          };
        };
        /** @description Not logged in */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "error": "You must be logged in",
             *       "code": "LOGIN_REQUIRED"
             *     }
             */
            'application/json': {
              /** @description Shown to people as is, in the request's language */
              error: string;
              /**
               * @description Stable, for programs: the same in every language
               * @enum {string}
               */
              code: 'LOGIN_REQUIRED';
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    /** Log out of all other sessions: every session but this one ends, and its open sockets close */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Done */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "ok": true
             *     }
             */
            'application/json': {
              /** @enum {boolean} */
              ok: true;
            };
          };
        };
        /** @description Not logged in */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "error": "You must be logged in",
             *       "code": "LOGIN_REQUIRED"
             *     }
             */
            'application/json': {
              /** @description Shown to people as is, in the request's language */
              error: string;
              /**
               * @description Stable, for programs: the same in every language
               * @enum {string}
               */
              code: 'LOGIN_REQUIRED';
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
  '/api/users/sessions/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Log out one of your sessions; its open sockets close too */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Done */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "ok": true
             *     }
             */
            'application/json': {
              /** @enum {boolean} */
              ok: true;
            };
          };
        };
        /** @description Not logged in */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "error": "You must be logged in",
             *       "code": "LOGIN_REQUIRED"
             *     }
             */
            'application/json': {
              /** @description Shown to people as is, in the request's language */
              error: string;
              /**
               * @description Stable, for programs: the same in every language
               * @enum {string}
               */
              code: 'LOGIN_REQUIRED';
            };
          };
        };
        /** @description Not found */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "error": "Session not found",
             *       "code": "SESSION_NOT_FOUND"
             *     }
             */
            'application/json': {
              /** @description Shown to people as is, in the request's language */
              error: string;
              /**
               * @description Stable, for programs: the same in every language
               * @enum {string}
               */
              code: 'SESSION_NOT_FOUND';
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
  '/api/users/me': {
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
     * Delete my account and everything I authored, for good
     * @description Needs `password`, and `code` when two-factor sign-in is on (400 with `twoFactorRequired: true` when missing or wrong). Erases the profile and avatar, posts and their media, replies, likes, reposts, follows both ways, stories and views, sent messages and their images, notifications to and from me, sessions (sockets closed). Conversations stay for the other side, with me shown as unknown. The username and email are free again.
     */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            password?: string;
            code?: string;
          };
        };
      };
      responses: {
        /** @description Done */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "ok": true
             *     }
             */
            'application/json': {
              /** @enum {boolean} */
              ok: true;
            };
          };
        };
        /** @description Invalid input; `twoFactorRequired` when two-factor sign-in is on and the code is missing or wrong */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              /** @enum {string} */
              code: 'CURRENT_PASSWORD_WRONG' | 'TWO_FACTOR_REQUIRED' | 'TWO_FACTOR_INVALID';
              /** @enum {boolean} */
              twoFactorRequired?: true;
            };
          };
        };
        /** @description Not logged in */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "error": "You must be logged in",
             *       "code": "LOGIN_REQUIRED"
             *     }
             */
            'application/json': {
              /** @description Shown to people as is, in the request's language */
              error: string;
              /**
               * @description Stable, for programs: the same in every language
               * @enum {string}
               */
              code: 'LOGIN_REQUIRED';
            };
          };
        };
        /** @description Rate limited; `Retry-After` says when to try again */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "error": "Too many requests. Please try again later.",
             *       "code": "TOO_MANY_REQUESTS"
             *     }
             */
            'application/json': {
              /** @description Shown to people as is, in the request's language */
              error: string;
              /**
               * @description Stable, for programs: the same in every language
               * @enum {string}
               */
              code: 'TOO_MANY_REQUESTS';
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
  '/api/users/me/export': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Download your data: a zip of your profile, posts, replies, likes, follows, stories, messages and files
     * @description A streamed zip (`threads-<username>-<date>.zip`) with profile.json, posts.json (posts and the replies you wrote), likes.json, bookmarks.json, following.json, followers.json, stories.json, conversations.json (every message, both sides), notifications.json and media/ with every file those reference. Once per 10 minutes.
     */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The zip archive */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /** @example PK… */
            'application/zip': string;
          };
        };
        /** @description Not logged in */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "error": "You must be logged in",
             *       "code": "LOGIN_REQUIRED"
             *     }
             */
            'application/zip': {
              /** @description Shown to people as is, in the request's language */
              error: string;
              /**
               * @description Stable, for programs: the same in every language
               * @enum {string}
               */
              code: 'LOGIN_REQUIRED';
            };
          };
        };
        /** @description Rate limited; `Retry-After` says when to try again */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "error": "You can download your data once every 10 minutes.",
             *       "code": "EXPORTS_THROTTLED"
             *     }
             */
            'application/zip': {
              /** @description Shown to people as is, in the request's language */
              error: string;
              /**
               * @description Stable, for programs: the same in every language
               * @enum {string}
               */
              code: 'EXPORTS_THROTTLED';
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
  '/api/users/follow/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Follow, or unfollow if already following */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Toggled */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "message": "Followed Jane Doe",
             *       "following": true
             *     }
             */
            'application/json': {
              message: string;
              /** @description Whether you follow them now */
              following: boolean;
              /**
               * @description A person on another server: following once their server accepts
               * @enum {boolean}
               */
              followPending?: true;
            };
          };
        };
        /** @description Invalid input */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "error": "You cannot follow yourself",
             *       "code": "FOLLOW_SELF"
             *     }
             */
            'application/json': {
              /** @description Shown to people as is, in the request's language */
              error: string;
              /**
               * @description Stable, for programs: the same in every language
               * @enum {string}
               */
              code: 'FOLLOW_SELF';
            };
          };
        };
        /** @description Not logged in */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "error": "You must be logged in",
             *       "code": "LOGIN_REQUIRED"
             *     }
             */
            'application/json': {
              /** @description Shown to people as is, in the request's language */
              error: string;
              /**
               * @description Stable, for programs: the same in every language
               * @enum {string}
               */
              code: 'LOGIN_REQUIRED';
            };
          };
        };
        /** @description Not found */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "error": "User not found",
             *       "code": "USER_NOT_FOUND"
             *     }
             */
            'application/json': {
              /** @description Shown to people as is, in the request's language */
              error: string;
              /**
               * @description Stable, for programs: the same in every language
               * @enum {string}
               */
              code: 'USER_NOT_FOUND';
            };
          };
        };
        /** @description Rate limited; `Retry-After` says when to try again */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "error": "You are following too fast. Please slow down.",
             *       "code": "FOLLOWING_TOO_FAST"
             *     }
             */
            'application/json': {
              /** @description Shown to people as is, in the request's language */
              error: string;
              /**
               * @description Stable, for programs: the same in every language
               * @enum {string}
               */
              code: 'FOLLOWING_TOO_FAST';
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
  '/api/users/suggested': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Up to 10 users to follow */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Users */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example [
             *       {
             *         "_id": "01JD8X7Q4K2M5N6P7R8S9T0V1W",
             *         "username": "janedoe",
             *         "name": "Jane Doe",
             *         "profilePic": "/media/01jd8x7q4k2m5n6p7r8s9t0v1w.webp",
             *         "bio": "Painter. Coffee.",
             *         "followers": [
             *           "01JD8X9A1B2C3D4E5F6G7H8J9K"
             *         ]
             *       }
             *     ]
             */
            'application/json': {
              /** @description ULID */
              _id: string;
              username: string;
              name: string;
              /** @description URL of the avatar, or empty for the default one */
              profilePic: string;
              bio: string;
              /**
               * @description Only for a person on another server
               * @enum {boolean}
               */
              remote?: true;
              /** @description A remote person's server */
              host?: string;
              /** @description A remote person's page on their server */
              url?: string;
              /** @description Ids of the users following this one whom you may see */
              followers: string[];
            }[];
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
  '/api/users/{id}/followers': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The user's followers, newest follow first, 100 a page
     * @description For the next page pass the last item's `followedAt` as `before` and its `_id` as `beforeId`.
     */
    get: {
      parameters: {
        query?: {
          before?: string;
          beforeId?: string;
        };
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Users, newest follow first */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example [
             *       {
             *         "_id": "01JD8X7Q4K2M5N6P7R8S9T0V1W",
             *         "username": "janedoe",
             *         "name": "Jane Doe",
             *         "profilePic": "/media/01jd8x7q4k2m5n6p7r8s9t0v1w.webp",
             *         "bio": "Painter. Coffee.",
             *         "followers": [
             *           "01JD8X9A1B2C3D4E5F6G7H8J9K"
             *         ],
             *         "followedAt": 1732200000000
             *       }
             *     ]
             */
            'application/json': {
              /** @description ULID */
              _id: string;
              username: string;
              name: string;
              /** @description URL of the avatar, or empty for the default one */
              profilePic: string;
              bio: string;
              /**
               * @description Only for a person on another server
               * @enum {boolean}
               */
              remote?: true;
              /** @description A remote person's server */
              host?: string;
              /** @description A remote person's page on their server */
              url?: string;
              /** @description Ids of the users following this one whom you may see */
              followers: string[];
              /** @description When the follow began (ms); with `_id`, the cursor of the next page */
              followedAt: number;
            }[];
          };
        };
        /** @description Invalid input */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "error": "before must match pattern \"^[0-9]{1,15}$\"",
             *       "code": "INVALID_FIELD"
             *     }
             */
            'application/json': {
              /** @description Shown to people as is, in the request's language */
              error: string;
              /**
               * @description Stable, for programs: the same in every language
               * @enum {string}
               */
              code: 'INVALID_FIELD';
            };
          };
        };
        /** @description Not found */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "error": "User not found",
             *       "code": "USER_NOT_FOUND"
             *     }
             */
            'application/json': {
              /** @description Shown to people as is, in the request's language */
              error: string;
              /**
               * @description Stable, for programs: the same in every language
               * @enum {string}
               */
              code: 'USER_NOT_FOUND';
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
  '/api/users/{id}/following': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The user's following, newest follow first, 100 a page
     * @description For the next page pass the last item's `followedAt` as `before` and its `_id` as `beforeId`.
     */
    get: {
      parameters: {
        query?: {
          before?: string;
          beforeId?: string;
        };
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Users, newest follow first */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example [
             *       {
             *         "_id": "01JD8X7Q4K2M5N6P7R8S9T0V1W",
             *         "username": "janedoe",
             *         "name": "Jane Doe",
             *         "profilePic": "/media/01jd8x7q4k2m5n6p7r8s9t0v1w.webp",
             *         "bio": "Painter. Coffee.",
             *         "followers": [
             *           "01JD8X9A1B2C3D4E5F6G7H8J9K"
             *         ],
             *         "followedAt": 1732200000000
             *       }
             *     ]
             */
            'application/json': {
              /** @description ULID */
              _id: string;
              username: string;
              name: string;
              /** @description URL of the avatar, or empty for the default one */
              profilePic: string;
              bio: string;
              /**
               * @description Only for a person on another server
               * @enum {boolean}
               */
              remote?: true;
              /** @description A remote person's server */
              host?: string;
              /** @description A remote person's page on their server */
              url?: string;
              /** @description Ids of the users following this one whom you may see */
              followers: string[];
              /** @description When the follow began (ms); with `_id`, the cursor of the next page */
              followedAt: number;
            }[];
          };
        };
        /** @description Invalid input */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "error": "before must match pattern \"^[0-9]{1,15}$\"",
             *       "code": "INVALID_FIELD"
             *     }
             */
            'application/json': {
              /** @description Shown to people as is, in the request's language */
              error: string;
              /**
               * @description Stable, for programs: the same in every language
               * @enum {string}
               */
              code: 'INVALID_FIELD';
            };
          };
        };
        /** @description Not found */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "error": "User not found",
             *       "code": "USER_NOT_FOUND"
             *     }
             */
            'application/json': {
              /** @description Shown to people as is, in the request's language */
              error: string;
              /**
               * @description Stable, for programs: the same in every language
               * @enum {string}
               */
              code: 'USER_NOT_FOUND';
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
  '/api/posts/feed': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Home feed: posts of the people you follow and your own, newest first, 20 a page
     * @description `?page=n` (1-based; an empty page after the last) or `?before=<last id>`; `?media=video` for the video feed.
     */
    get: {
      parameters: {
        query?: {
          page?: string;
          before?: string;
          media?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Posts, newest first */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example [
             *       {
             *         "_id": "01JD8Y0A1B2C3D4E5F6G7H8J9K",
             *         "postedBy": {
             *           "_id": "01JD8X7Q4K2M5N6P7R8S9T0V1W",
             *           "username": "janedoe",
             *           "name": "Jane Doe",
             *           "profilePic": "/media/01jd8x7q4k2m5n6p7r8s9t0v1w.webp"
             *         },
             *         "text": "Evening at the lake",
             *         "img": "/media/01jd8y0a1b2c3d4e5f6g7h8j9k.webp",
             *         "video": null,
             *         "posterUrl": null,
             *         "videoWidth": null,
             *         "videoHeight": null,
             *         "imgWidth": 1440,
             *         "imgHeight": 1080,
             *         "imgBlurhash": "LKO2?U%2Tw=w]~RBVZRi};RPxuwH",
             *         "imgAlt": "The lake at dusk, a rowing boat at the jetty",
             *         "spoiler": "",
             *         "createdAt": "2026-11-20T18:00:00.000Z",
             *         "editedAt": null,
             *         "replyTo": null,
             *         "likes": [
             *           "01JD8X9A1B2C3D4E5F6G7H8J9K"
             *         ],
             *         "replies": [
             *           {
             *             "_id": "01JD8YB3C4D5E6F7G8H9J0K1M2",
             *             "postId": "01JD8Y0A1B2C3D4E5F6G7H8J9K",
             *             "userId": "01JD8X9A1B2C3D4E5F6G7H8J9K",
             *             "username": "sam",
             *             "userProfilePic": "",
             *             "text": "Lovely light!",
             *             "createdAt": "2026-11-20T18:05:00.000Z"
             *           }
             *         ],
             *         "likesCount": 1,
             *         "repliesCount": 1,
             *         "replyCount": 1,
             *         "repostsCount": 0,
             *         "repostOf": null,
             *         "plainRepost": false,
             *         "quotedUnavailable": false,
             *         "bookmarked": false,
             *         "reposted": false
             *       }
             *     ]
             */
            'application/json': {
              _id: string;
              postedBy: {
                _id: string;
                username: string;
                name: string;
                profilePic: string;
              };
              text: string;
              /** @description /media/… URL of the image */
              img: string | null;
              /** @description /media/… URL of the video */
              video: string | null;
              /** @description /media/… URL of a still of the video */
              posterUrl: string | null;
              /** @description The video's width as shown (rotation applied); null without a video */
              videoWidth: number | null;
              /** @description The video's height as shown (rotation applied); null without a video */
              videoHeight: number | null;
              /** @description The image's width; null without an image or when unknown (a remote image) */
              imgWidth: number | null;
              /** @description The image's height; null without an image or when unknown (a remote image) */
              imgHeight: number | null;
              /** @description The image's BlurHash (https://blurha.sh), to paint while it loads; null or absent without one (older media) */
              imgBlurhash?: string | null;
              /** @description The image's alt text; empty when none */
              imgAlt: string;
              /** @description A content warning hiding the text and media until opened; empty when none */
              spoiler: string;
              /** Format: date-time */
              createdAt: string;
              /** @description The last edit's time; null when never edited */
              editedAt: string | null;
              /** @description A reply: the post it answers; null for a post that starts a thread */
              replyTo: {
                /** @description The parent post */
                _id: string;
                /** @description The parent's author; empty when the parent was deleted */
                username: string;
              } | null;
              /** @description A post from another server: its page there ('View on original server') */
              originalUrl?: string;
              /** @description Ids of the users who like it */
              likes: string[];
              /** @description Its direct replies, oldest first */
              replies: {
                _id: string;
                postId: string;
                userId: string;
                username: string;
                userProfilePic: string;
                text: string;
                /** Format: date-time */
                createdAt: string;
              }[];
              likesCount: number;
              /** @description How many direct replies (`replies.length`); `replyCount` too */
              repliesCount: number;
              /** @description How many direct replies you may see (placeholders of deleted ones not counted) */
              replyCount: number;
              repostsCount: number;
              /** @description The reposted post; null for an ordinary post or when the original is gone or hidden */
              repostOf: {
                _id: string;
                postedBy: {
                  _id: string;
                  username: string;
                  name: string;
                  profilePic: string;
                };
                text: string;
                /** @description /media/… URL of the image */
                img: string | null;
                /** @description /media/… URL of the video */
                video: string | null;
                /** @description /media/… URL of a still of the video */
                posterUrl: string | null;
                /** @description The video's width as shown (rotation applied); null without a video */
                videoWidth: number | null;
                /** @description The video's height as shown (rotation applied); null without a video */
                videoHeight: number | null;
                /** @description The image's width; null without an image or when unknown (a remote image) */
                imgWidth: number | null;
                /** @description The image's height; null without an image or when unknown (a remote image) */
                imgHeight: number | null;
                /** @description The image's BlurHash (https://blurha.sh), to paint while it loads; null or absent without one (older media) */
                imgBlurhash?: string | null;
                /** @description The image's alt text; empty when none */
                imgAlt: string;
                /** @description A content warning hiding the text and media until opened; empty when none */
                spoiler: string;
                /** Format: date-time */
                createdAt: string;
                /** @description The last edit's time; null when never edited */
                editedAt: string | null;
                /** @description A reply: the post it answers; null for a post that starts a thread */
                replyTo: {
                  /** @description The parent post */
                  _id: string;
                  /** @description The parent's author; empty when the parent was deleted */
                  username: string;
                } | null;
                /** @description A post from another server: its page there ('View on original server') */
                originalUrl?: string;
              } | null;
              /** @description A repost without a message: its text, media, likes, replies and counts are the original's, and likes, replies, bookmarks and reposts act on the original */
              plainRepost: boolean;
              /** @description A quote whose original you may not see (blocked, muted in feeds, or its author frozen or suspended): `repostOf` is null; show "post unavailable" */
              quotedUnavailable: boolean;
              /** @description Whether you bookmarked it; only when logged in */
              bookmarked?: boolean;
              /** @description Whether you plainly reposted it (its original, for a plain repost); false when not logged in */
              reposted: boolean;
              /** @description Home feed only: the people you follow (you included) who plainly reposted it; the post shows once, at its newest repost */
              repostedBy?: {
                /** @description The newest few, newest first */
                people: {
                  _id: string;
                  username: string;
                  name: string;
                  profilePic: string;
                }[];
                count: number;
              };
            }[];
          };
        };
        /** @description Invalid input */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "error": "media must be \"video\" or left out",
             *       "code": "FEED_MEDIA_INVALID"
             *     }
             */
            'application/json': {
              /** @description Shown to people as is, in the request's language */
              error: string;
              /**
               * @description Stable, for programs: the same in every language
               * @enum {string}
               */
              code: 'FEED_MEDIA_INVALID';
            };
          };
        };
        /** @description Not logged in */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "error": "You must be logged in",
             *       "code": "LOGIN_REQUIRED"
             *     }
             */
            'application/json': {
              /** @description Shown to people as is, in the request's language */
              error: string;
              /**
               * @description Stable, for programs: the same in every language
               * @enum {string}
               */
              code: 'LOGIN_REQUIRED';
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
  '/api/posts/create': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Create a post
     * @description JSON with `img` as a data URL, or multipart/form-data with the same fields and `img` / `video` files. `postedBy` must be your own id. `imgAlt` (at most 1,000 characters) describes the image; `spoiler` (at most 100) is a content warning.
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
          'application/json': {
            postedBy?: string;
            text?: string;
            img?: string;
            imgAlt?: string;
            spoiler?: string;
          };
        };
      };
      responses: {
        /** @description A post */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "_id": "01JD8Y0A1B2C3D4E5F6G7H8J9K",
             *       "postedBy": {
             *         "_id": "01JD8X7Q4K2M5N6P7R8S9T0V1W",
             *         "username": "janedoe",
             *         "name": "Jane Doe",
             *         "profilePic": "/media/01jd8x7q4k2m5n6p7r8s9t0v1w.webp"
             *       },
             *       "text": "Evening at the lake",
             *       "img": "/media/01jd8y0a1b2c3d4e5f6g7h8j9k.webp",
             *       "video": null,
             *       "posterUrl": null,
             *       "videoWidth": null,
             *       "videoHeight": null,
             *       "imgWidth": 1440,
             *       "imgHeight": 1080,
             *       "imgBlurhash": "LKO2?U%2Tw=w]~RBVZRi};RPxuwH",
             *       "imgAlt": "The lake at dusk, a rowing boat at the jetty",
             *       "spoiler": "",
             *       "createdAt": "2026-11-20T18:00:00.000Z",
             *       "editedAt": null,
             *       "replyTo": null,
             *       "likes": [
             *         "01JD8X9A1B2C3D4E5F6G7H8J9K"
             *       ],
             *       "replies": [
             *         {
             *           "_id": "01JD8YB3C4D5E6F7G8H9J0K1M2",
             *           "postId": "01JD8Y0A1B2C3D4E5F6G7H8J9K",
             *           "userId": "01JD8X9A1B2C3D4E5F6G7H8J9K",
             *           "username": "sam",
             *           "userProfilePic": "",
             *           "text": "Lovely light!",
             *           "createdAt": "2026-11-20T18:05:00.000Z"
             *         }
             *       ],
             *       "likesCount": 1,
             *       "repliesCount": 1,
             *       "replyCount": 1,
             *       "repostsCount": 0,
             *       "repostOf": null,
             *       "plainRepost": false,
             *       "quotedUnavailable": false,
             *       "bookmarked": false,
             *       "reposted": false
             *     }
             */
            'application/json': {
              _id: string;
              postedBy: {
                _id: string;
                username: string;
                name: string;
                profilePic: string;
              };
              text: string;
              /** @description /media/… URL of the image */
              img: string | null;
              /** @description /media/… URL of the video */
              video: string | null;
              /** @description /media/… URL of a still of the video */
              posterUrl: string | null;
              /** @description The video's width as shown (rotation applied); null without a video */
              videoWidth: number | null;
              /** @description The video's height as shown (rotation applied); null without a video */
              videoHeight: number | null;
              /** @description The image's width; null without an image or when unknown (a remote image) */
              imgWidth: number | null;
              /** @description The image's height; null without an image or when unknown (a remote image) */
              imgHeight: number | null;
              /** @description The image's BlurHash (https://blurha.sh), to paint while it loads; null or absent without one (older media) */
              imgBlurhash?: string | null;
              /** @description The image's alt text; empty when none */
              imgAlt: string;
              /** @description A content warning hiding the text and media until opened; empty when none */
              spoiler: string;
              /** Format: date-time */
              createdAt: string;
              /** @description The last edit's time; null when never edited */
              editedAt: string | null;
              /** @description A reply: the post it answers; null for a post that starts a thread */
              replyTo: {
                /** @description The parent post */
                _id: string;
                /** @description The parent's author; empty when the parent was deleted */
                username: string;
              } | null;
              /** @description A post from another server: its page there ('View on original server') */
              originalUrl?: string;
              /** @description Ids of the users who like it */
              likes: string[];
              /** @description Its direct replies, oldest first */
              replies: {
                _id: string;
                postId: string;
                userId: string;
                username: string;
                userProfilePic: string;
                text: string;
                /** Format: date-time */
                createdAt: string;
              }[];
              likesCount: number;
              /** @description How many direct replies (`replies.length`); `replyCount` too */
              repliesCount: number;
              /** @description How many direct replies you may see (placeholders of deleted ones not counted) */
              replyCount: number;
              repostsCount: number;
              /** @description The reposted post; null for an ordinary post or when the original is gone or hidden */
              repostOf: {
                _id: string;
                postedBy: {
                  _id: string;
                  username: string;
                  name: string;
                  profilePic: string;
                };
                text: string;
                /** @description /media/… URL of the image */
                img: string | null;
                /** @description /media/… URL of the video */
                video: string | null;
                /** @description /media/… URL of a still of the video */
                posterUrl: string | null;
                /** @description The video's width as shown (rotation applied); null without a video */
                videoWidth: number | null;
                /** @description The video's height as shown (rotation applied); null without a video */
                videoHeight: number | null;
                /** @description The image's width; null without an image or when unknown (a remote image) */
                imgWidth: number | null;
                /** @description The image's height; null without an image or when unknown (a remote image) */
                imgHeight: number | null;
                /** @description The image's BlurHash (https://blurha.sh), to paint while it loads; null or absent without one (older media) */
                imgBlurhash?: string | null;
                /** @description The image's alt text; empty when none */
                imgAlt: string;
                /** @description A content warning hiding the text and media until opened; empty when none */
                spoiler: string;
                /** Format: date-time */
                createdAt: string;
                /** @description The last edit's time; null when never edited */
                editedAt: string | null;
                /** @description A reply: the post it answers; null for a post that starts a thread */
                replyTo: {
                  /** @description The parent post */
                  _id: string;
                  /** @description The parent's author; empty when the parent was deleted */
                  username: string;
                } | null;
                /** @description A post from another server: its page there ('View on original server') */
                originalUrl?: string;
              } | null;
              /** @description A repost without a message: its text, media, likes, replies and counts are the original's, and likes, replies, bookmarks and reposts act on the original */
              plainRepost: boolean;
              /** @description A quote whose original you may not see (blocked, muted in feeds, or its author frozen or suspended): `repostOf` is null; show "post unavailable" */
              quotedUnavailable: boolean;
              /** @description Whether you bookmarked it; only when logged in */
              bookmarked?: boolean;
              /** @description Whether you plainly reposted it (its original, for a plain repost); false when not logged in */
              reposted: boolean;
              /** @description Home feed only: the people you follow (you included) who plainly reposted it; the post shows once, at its newest repost */
              repostedBy?: {
                /** @description The newest few, newest first */
                people: {
                  _id: string;
                  username: string;
                  name: string;
                  profilePic: string;
                }[];
                count: number;
              };
            };
          };
        };
        /** @description Invalid input */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "error": "A post needs text, an image or a video.",
             *       "code": "POST_EMPTY"
             *     }
             */
            'application/json': {
              /** @description Shown to people as is, in the request's language */
              error: string;
              /**
               * @description Stable, for programs: the same in every language
               * @enum {string}
               */
              code: 'POST_EMPTY';
            };
          };
        };
        /** @description Not logged in */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "error": "You must be logged in",
             *       "code": "LOGIN_REQUIRED"
             *     }
             */
            'application/json': {
              /** @description Shown to people as is, in the request's language */
              error: string;
              /**
               * @description Stable, for programs: the same in every language
               * @enum {string}
               */
              code: 'LOGIN_REQUIRED';
            };
          };
        };
        /** @description Not allowed */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "error": "You can only post as yourself",
             *       "code": "POST_AS_SOMEONE_ELSE"
             *     }
             */
            'application/json': {
              /** @description Shown to people as is, in the request's language */
              error: string;
              /**
               * @description Stable, for programs: the same in every language
               * @enum {string}
               */
              code: 'POST_AS_SOMEONE_ELSE';
            };
          };
        };
        /** @description Too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "error": "Request body is too large",
             *       "code": "BODY_TOO_LARGE"
             *     }
             */
            'application/json': {
              /** @description Shown to people as is, in the request's language */
              error: string;
              /**
               * @description Stable, for programs: the same in every language
               * @enum {string}
               */
              code: 'BODY_TOO_LARGE';
            };
          };
        };
        /** @description Unsupported media type */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "error": "Unsupported file type. Images: JPEG, PNG, WebP, GIF or AVIF. Videos: MP4, WebM or MOV.",
             *       "code": "MEDIA_TYPE_UNSUPPORTED"
             *     }
             */
            'application/json': {
              /** @description Shown to people as is, in the request's language */
              error: string;
              /**
               * @description Stable, for programs: the same in every language
               * @enum {string}
               */
              code: 'MEDIA_TYPE_UNSUPPORTED';
            };
          };
        };
        /** @description Rate limited; `Retry-After` says when to try again */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "error": "Too many requests. Please try again later.",
             *       "code": "TOO_MANY_REQUESTS"
             *     }
             */
            'application/json': {
              /** @description Shown to people as is, in the request's language */
              error: string;
              /**
               * @description Stable, for programs: the same in every language
               * @enum {string}
               */
              code: 'TOO_MANY_REQUESTS';
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
  '/api/posts/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One post */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description A post */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "_id": "01JD8Y0A1B2C3D4E5F6G7H8J9K",
             *       "postedBy": {
             *         "_id": "01JD8X7Q4K2M5N6P7R8S9T0V1W",
             *         "username": "janedoe",
             *         "name": "Jane Doe",
             *         "profilePic": "/media/01jd8x7q4k2m5n6p7r8s9t0v1w.webp"
             *       },
             *       "text": "Evening at the lake",
             *       "img": "/media/01jd8y0a1b2c3d4e5f6g7h8j9k.webp",
             *       "video": null,
             *       "posterUrl": null,
             *       "videoWidth": null,
             *       "videoHeight": null,
             *       "imgWidth": 1440,
             *       "imgHeight": 1080,
             *       "imgBlurhash": "LKO2?U%2Tw=w]~RBVZRi};RPxuwH",
             *       "imgAlt": "The lake at dusk, a rowing boat at the jetty",
             *       "spoiler": "",
             *       "createdAt": "2026-11-20T18:00:00.000Z",
             *       "editedAt": null,
             *       "replyTo": null,
             *       "likes": [
             *         "01JD8X9A1B2C3D4E5F6G7H8J9K"
             *       ],
             *       "replies": [
             *         {
             *           "_id": "01JD8YB3C4D5E6F7G8H9J0K1M2",
             *           "postId": "01JD8Y0A1B2C3D4E5F6G7H8J9K",
             *           "userId": "01JD8X9A1B2C3D4E5F6G7H8J9K",
             *           "username": "sam",
             *           "userProfilePic": "",
             *           "text": "Lovely light!",
             *           "createdAt": "2026-11-20T18:05:00.000Z"
             *         }
             *       ],
             *       "likesCount": 1,
             *       "repliesCount": 1,
             *       "replyCount": 1,
             *       "repostsCount": 0,
             *       "repostOf": null,
             *       "plainRepost": false,
             *       "quotedUnavailable": false,
             *       "bookmarked": false,
             *       "reposted": false
             *     }
             */
            'application/json': {
              _id: string;
              postedBy: {
                _id: string;
                username: string;
                name: string;
                profilePic: string;
              };
              text: string;
              /** @description /media/… URL of the image */
              img: string | null;
              /** @description /media/… URL of the video */
              video: string | null;
              /** @description /media/… URL of a still of the video */
              posterUrl: string | null;
              /** @description The video's width as shown (rotation applied); null without a video */
              videoWidth: number | null;
              /** @description The video's height as shown (rotation applied); null without a video */
              videoHeight: number | null;
              /** @description The image's width; null without an image or when unknown (a remote image) */
              imgWidth: number | null;
              /** @description The image's height; null without an image or when unknown (a remote image) */
              imgHeight: number | null;
              /** @description The image's BlurHash (https://blurha.sh), to paint while it loads; null or absent without one (older media) */
              imgBlurhash?: string | null;
              /** @description The image's alt text; empty when none */
              imgAlt: string;
              /** @description A content warning hiding the text and media until opened; empty when none */
              spoiler: string;
              /** Format: date-time */
              createdAt: string;
              /** @description The last edit's time; null when never edited */
              editedAt: string | null;
              /** @description A reply: the post it answers; null for a post that starts a thread */
              replyTo: {
                /** @description The parent post */
                _id: string;
                /** @description The parent's author; empty when the parent was deleted */
                username: string;
              } | null;
              /** @description A post from another server: its page there ('View on original server') */
              originalUrl?: string;
              /** @description Ids of the users who like it */
              likes: string[];
              /** @description Its direct replies, oldest first */
              replies: {
                _id: string;
                postId: string;
                userId: string;
                username: string;
                userProfilePic: string;
                text: string;
                /** Format: date-time */
                createdAt: string;
              }[];
              likesCount: number;
              /** @description How many direct replies (`replies.length`); `replyCount` too */
              repliesCount: number;
              /** @description How many direct replies you may see (placeholders of deleted ones not counted) */
              replyCount: number;
              repostsCount: number;
              /** @description The reposted post; null for an ordinary post or when the original is gone or hidden */
              repostOf: {
                _id: string;
                postedBy: {
                  _id: string;
                  username: string;
                  name: string;
                  profilePic: string;
                };
                text: string;
                /** @description /media/… URL of the image */
                img: string | null;
                /** @description /media/… URL of the video */
                video: string | null;
                /** @description /media/… URL of a still of the video */
                posterUrl: string | null;
                /** @description The video's width as shown (rotation applied); null without a video */
                videoWidth: number | null;
                /** @description The video's height as shown (rotation applied); null without a video */
                videoHeight: number | null;
                /** @description The image's width; null without an image or when unknown (a remote image) */
                imgWidth: number | null;
                /** @description The image's height; null without an image or when unknown (a remote image) */
                imgHeight: number | null;
                /** @description The image's BlurHash (https://blurha.sh), to paint while it loads; null or absent without one (older media) */
                imgBlurhash?: string | null;
                /** @description The image's alt text; empty when none */
                imgAlt: string;
                /** @description A content warning hiding the text and media until opened; empty when none */
                spoiler: string;
                /** Format: date-time */
                createdAt: string;
                /** @description The last edit's time; null when never edited */
                editedAt: string | null;
                /** @description A reply: the post it answers; null for a post that starts a thread */
                replyTo: {
                  /** @description The parent post */
                  _id: string;
                  /** @description The parent's author; empty when the parent was deleted */
                  username: string;
                } | null;
                /** @description A post from another server: its page there ('View on original server') */
                originalUrl?: string;
              } | null;
              /** @description A repost without a message: its text, media, likes, replies and counts are the original's, and likes, replies, bookmarks and reposts act on the original */
              plainRepost: boolean;
              /** @description A quote whose original you may not see (blocked, muted in feeds, or its author frozen or suspended): `repostOf` is null; show "post unavailable" */
              quotedUnavailable: boolean;
              /** @description Whether you bookmarked it; only when logged in */
              bookmarked?: boolean;
              /** @description Whether you plainly reposted it (its original, for a plain repost); false when not logged in */
              reposted: boolean;
              /** @description Home feed only: the people you follow (you included) who plainly reposted it; the post shows once, at its newest repost */
              repostedBy?: {
                /** @description The newest few, newest first */
                people: {
                  _id: string;
                  username: string;
                  name: string;
                  profilePic: string;
                }[];
                count: number;
              };
            };
          };
        };
        /** @description Not found */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "error": "Post not found",
             *       "code": "POST_NOT_FOUND"
             *     }
             */
            'application/json': {
              /** @description Shown to people as is, in the request's language */
              error: string;
              /**
               * @description Stable, for programs: the same in every language
               * @enum {string}
               */
              code: 'POST_NOT_FOUND';
            };
          };
        };
      };
    };
    /**
     * Edit your post: its text and content warning (media stay); the earlier version goes to its history
     * @description Fields left out stay as they are. Same text rules as a new post.
     */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            text?: string;
            spoiler?: string;
          };
        };
      };
      responses: {
        /** @description A post */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "_id": "01JD8Y0A1B2C3D4E5F6G7H8J9K",
             *       "postedBy": {
             *         "_id": "01JD8X7Q4K2M5N6P7R8S9T0V1W",
             *         "username": "janedoe",
             *         "name": "Jane Doe",
             *         "profilePic": "/media/01jd8x7q4k2m5n6p7r8s9t0v1w.webp"
             *       },
             *       "text": "Evening at the lake",
             *       "img": "/media/01jd8y0a1b2c3d4e5f6g7h8j9k.webp",
             *       "video": null,
             *       "posterUrl": null,
             *       "videoWidth": null,
             *       "videoHeight": null,
             *       "imgWidth": 1440,
             *       "imgHeight": 1080,
             *       "imgBlurhash": "LKO2?U%2Tw=w]~RBVZRi};RPxuwH",
             *       "imgAlt": "The lake at dusk, a rowing boat at the jetty",
             *       "spoiler": "",
             *       "createdAt": "2026-11-20T18:00:00.000Z",
             *       "editedAt": null,
             *       "replyTo": null,
             *       "likes": [
             *         "01JD8X9A1B2C3D4E5F6G7H8J9K"
             *       ],
             *       "replies": [
             *         {
             *           "_id": "01JD8YB3C4D5E6F7G8H9J0K1M2",
             *           "postId": "01JD8Y0A1B2C3D4E5F6G7H8J9K",
             *           "userId": "01JD8X9A1B2C3D4E5F6G7H8J9K",
             *           "username": "sam",
             *           "userProfilePic": "",
             *           "text": "Lovely light!",
             *           "createdAt": "2026-11-20T18:05:00.000Z"
             *         }
             *       ],
             *       "likesCount": 1,
             *       "repliesCount": 1,
             *       "replyCount": 1,
             *       "repostsCount": 0,
             *       "repostOf": null,
             *       "plainRepost": false,
             *       "quotedUnavailable": false,
             *       "bookmarked": false,
             *       "reposted": false
             *     }
             */
            'application/json': {
              _id: string;
              postedBy: {
                _id: string;
                username: string;
                name: string;
                profilePic: string;
              };
              text: string;
              /** @description /media/… URL of the image */
              img: string | null;
              /** @description /media/… URL of the video */
              video: string | null;
              /** @description /media/… URL of a still of the video */
              posterUrl: string | null;
              /** @description The video's width as shown (rotation applied); null without a video */
              videoWidth: number | null;
              /** @description The video's height as shown (rotation applied); null without a video */
              videoHeight: number | null;
              /** @description The image's width; null without an image or when unknown (a remote image) */
              imgWidth: number | null;
              /** @description The image's height; null without an image or when unknown (a remote image) */
              imgHeight: number | null;
              /** @description The image's BlurHash (https://blurha.sh), to paint while it loads; null or absent without one (older media) */
              imgBlurhash?: string | null;
              /** @description The image's alt text; empty when none */
              imgAlt: string;
              /** @description A content warning hiding the text and media until opened; empty when none */
              spoiler: string;
              /** Format: date-time */
              createdAt: string;
              /** @description The last edit's time; null when never edited */
              editedAt: string | null;
              /** @description A reply: the post it answers; null for a post that starts a thread */
              replyTo: {
                /** @description The parent post */
                _id: string;
                /** @description The parent's author; empty when the parent was deleted */
                username: string;
              } | null;
              /** @description A post from another server: its page there ('View on original server') */
              originalUrl?: string;
              /** @description Ids of the users who like it */
              likes: string[];
              /** @description Its direct replies, oldest first */
              replies: {
                _id: string;
                postId: string;
                userId: string;
                username: string;
                userProfilePic: string;
                text: string;
                /** Format: date-time */
                createdAt: string;
              }[];
              likesCount: number;
              /** @description How many direct replies (`replies.length`); `replyCount` too */
              repliesCount: number;
              /** @description How many direct replies you may see (placeholders of deleted ones not counted) */
              replyCount: number;
              repostsCount: number;
              /** @description The reposted post; null for an ordinary post or when the original is gone or hidden */
              repostOf: {
                _id: string;
                postedBy: {
                  _id: string;
                  username: string;
                  name: string;
                  profilePic: string;
                };
                text: string;
                /** @description /media/… URL of the image */
                img: string | null;
                /** @description /media/… URL of the video */
                video: string | null;
                /** @description /media/… URL of a still of the video */
                posterUrl: string | null;
                /** @description The video's width as shown (rotation applied); null without a video */
                videoWidth: number | null;
                /** @description The video's height as shown (rotation applied); null without a video */
                videoHeight: number | null;
                /** @description The image's width; null without an image or when unknown (a remote image) */
                imgWidth: number | null;
                /** @description The image's height; null without an image or when unknown (a remote image) */
                imgHeight: number | null;
                /** @description The image's BlurHash (https://blurha.sh), to paint while it loads; null or absent without one (older media) */
                imgBlurhash?: string | null;
                /** @description The image's alt text; empty when none */
                imgAlt: string;
                /** @description A content warning hiding the text and media until opened; empty when none */
                spoiler: string;
                /** Format: date-time */
                createdAt: string;
                /** @description The last edit's time; null when never edited */
                editedAt: string | null;
                /** @description A reply: the post it answers; null for a post that starts a thread */
                replyTo: {
                  /** @description The parent post */
                  _id: string;
                  /** @description The parent's author; empty when the parent was deleted */
                  username: string;
                } | null;
                /** @description A post from another server: its page there ('View on original server') */
                originalUrl?: string;
              } | null;
              /** @description A repost without a message: its text, media, likes, replies and counts are the original's, and likes, replies, bookmarks and reposts act on the original */
              plainRepost: boolean;
              /** @description A quote whose original you may not see (blocked, muted in feeds, or its author frozen or suspended): `repostOf` is null; show "post unavailable" */
              quotedUnavailable: boolean;
              /** @description Whether you bookmarked it; only when logged in */
              bookmarked?: boolean;
              /** @description Whether you plainly reposted it (its original, for a plain repost); false when not logged in */
              reposted: boolean;
              /** @description Home feed only: the people you follow (you included) who plainly reposted it; the post shows once, at its newest repost */
              repostedBy?: {
                /** @description The newest few, newest first */
                people: {
                  _id: string;
                  username: string;
                  name: string;
                  profilePic: string;
                }[];
                count: number;
              };
            };
          };
        };
        /** @description Invalid input */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "error": "A post needs text, an image or a video.",
             *       "code": "POST_EMPTY"
             *     }
             */
            'application/json': {
              /** @description Shown to people as is, in the request's language */
              error: string;
              /**
               * @description Stable, for programs: the same in every language
               * @enum {string}
               */
              code: 'POST_EMPTY';
            };
          };
        };
        /** @description Not logged in */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "error": "You must be logged in",
             *       "code": "LOGIN_REQUIRED"
             *     }
             */
            'application/json': {
              /** @description Shown to people as is, in the request's language */
              error: string;
              /**
               * @description Stable, for programs: the same in every language
               * @enum {string}
               */
              code: 'LOGIN_REQUIRED';
            };
          };
        };
        /** @description Not allowed */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "error": "You can only edit your own posts",
             *       "code": "POST_EDIT_FORBIDDEN"
             *     }
             */
            'application/json': {
              /** @description Shown to people as is, in the request's language */
              error: string;
              /**
               * @description Stable, for programs: the same in every language
               * @enum {string}
               */
              code: 'POST_EDIT_FORBIDDEN';
            };
          };
        };
        /** @description Not found */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "error": "Post not found",
             *       "code": "POST_NOT_FOUND"
             *     }
             */
            'application/json': {
              /** @description Shown to people as is, in the request's language */
              error: string;
              /**
               * @description Stable, for programs: the same in every language
               * @enum {string}
               */
              code: 'POST_NOT_FOUND';
            };
          };
        };
        /** @description Conflict with existing data */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "error": "The post was edited at the same time. Please try again.",
             *       "code": "POST_EDIT_CONFLICT"
             *     }
             */
            'application/json': {
              /** @description Shown to people as is, in the request's language */
              error: string;
              /**
               * @description Stable, for programs: the same in every language
               * @enum {string}
               */
              code: 'POST_EDIT_CONFLICT';
            };
          };
        };
        /** @description Rate limited; `Retry-After` says when to try again */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "error": "You are editing too fast. Please slow down.",
             *       "code": "EDITING_TOO_FAST"
             *     }
             */
            'application/json': {
              /** @description Shown to people as is, in the request's language */
              error: string;
              /**
               * @description Stable, for programs: the same in every language
               * @enum {string}
               */
              code: 'EDITING_TOO_FAST';
            };
          };
        };
      };
    };
    post?: never;
    /**
     * Delete your post: with replies it stays in its thread as "This post was deleted", without it goes
     * @description Its words, media, likes, bookmarks, tags, bare reposts and the notifications it caused go either way.
     */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Done */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "message": "Post deleted successfully"
             *     }
             */
            'application/json': {
              message: string;
            };
          };
        };
        /** @description Not logged in */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "error": "You must be logged in",
             *       "code": "LOGIN_REQUIRED"
             *     }
             */
            'application/json': {
              /** @description Shown to people as is, in the request's language */
              error: string;
              /**
               * @description Stable, for programs: the same in every language
               * @enum {string}
               */
              code: 'LOGIN_REQUIRED';
            };
          };
        };
        /** @description Not allowed */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "error": "You can only delete your own posts",
             *       "code": "POST_DELETE_FORBIDDEN"
             *     }
             */
            'application/json': {
              /** @description Shown to people as is, in the request's language */
              error: string;
              /**
               * @description Stable, for programs: the same in every language
               * @enum {string}
               */
              code: 'POST_DELETE_FORBIDDEN';
            };
          };
        };
        /** @description Not found */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "error": "Post not found",
             *       "code": "POST_NOT_FOUND"
             *     }
             */
            'application/json': {
              /** @description Shown to people as is, in the request's language */
              error: string;
              /**
               * @description Stable, for programs: the same in every language
               * @enum {string}
               */
              code: 'POST_NOT_FOUND';
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
  '/api/posts/like/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Like, or unlike if already liked */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Toggled */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "message": "Post liked successfully",
             *       "liked": true,
             *       "likesCount": 3
             *     }
             */
            'application/json': {
              message: string;
              liked: boolean;
              likesCount: number;
            };
          };
        };
        /** @description Not logged in */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "error": "You must be logged in",
             *       "code": "LOGIN_REQUIRED"
             *     }
             */
            'application/json': {
              /** @description Shown to people as is, in the request's language */
              error: string;
              /**
               * @description Stable, for programs: the same in every language
               * @enum {string}
               */
              code: 'LOGIN_REQUIRED';
            };
          };
        };
        /** @description Not allowed */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "error": "You cannot interact with this user",
             *       "code": "USER_BLOCKED"
             *     }
             */
            'application/json': {
              /** @description Shown to people as is, in the request's language */
              error: string;
              /**
               * @description Stable, for programs: the same in every language
               * @enum {string}
               */
              code: 'USER_BLOCKED';
            };
          };
        };
        /** @description Not found */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "error": "Post not found",
             *       "code": "POST_NOT_FOUND"
             *     }
             */
            'application/json': {
              /** @description Shown to people as is, in the request's language */
              error: string;
              /**
               * @description Stable, for programs: the same in every language
               * @enum {string}
               */
              code: 'POST_NOT_FOUND';
            };
          };
        };
        /** @description Rate limited; `Retry-After` says when to try again */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "error": "You are liking too fast. Please slow down.",
             *       "code": "LIKING_TOO_FAST"
             *     }
             */
            'application/json': {
              /** @description Shown to people as is, in the request's language */
              error: string;
              /**
               * @description Stable, for programs: the same in every language
               * @enum {string}
               */
              code: 'LIKING_TOO_FAST';
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
  '/api/posts/user/{username}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A user's posts, newest first, 20 a page (?page=n or ?before=<last id>) */
    get: {
      parameters: {
        query?: {
          page?: string;
          before?: string;
        };
        header?: never;
        path: {
          username: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Posts, newest first */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example [
             *       {
             *         "_id": "01JD8Y0A1B2C3D4E5F6G7H8J9K",
             *         "postedBy": {
             *           "_id": "01JD8X7Q4K2M5N6P7R8S9T0V1W",
             *           "username": "janedoe",
             *           "name": "Jane Doe",
             *           "profilePic": "/media/01jd8x7q4k2m5n6p7r8s9t0v1w.webp"
             *         },
             *         "text": "Evening at the lake",
             *         "img": "/media/01jd8y0a1b2c3d4e5f6g7h8j9k.webp",
             *         "video": null,
             *         "posterUrl": null,
             *         "videoWidth": null,
             *         "videoHeight": null,
             *         "imgWidth": 1440,
             *         "imgHeight": 1080,
             *         "imgBlurhash": "LKO2?U%2Tw=w]~RBVZRi};RPxuwH",
             *         "imgAlt": "The lake at dusk, a rowing boat at the jetty",
             *         "spoiler": "",
             *         "createdAt": "2026-11-20T18:00:00.000Z",
             *         "editedAt": null,
             *         "replyTo": null,
             *         "likes": [
             *           "01JD8X9A1B2C3D4E5F6G7H8J9K"
             *         ],
             *         "replies": [
             *           {
             *             "_id": "01JD8YB3C4D5E6F7G8H9J0K1M2",
             *             "postId": "01JD8Y0A1B2C3D4E5F6G7H8J9K",
             *             "userId": "01JD8X9A1B2C3D4E5F6G7H8J9K",
             *             "username": "sam",
             *             "userProfilePic": "",
             *             "text": "Lovely light!",
             *             "createdAt": "2026-11-20T18:05:00.000Z"
             *           }
             *         ],
             *         "likesCount": 1,
             *         "repliesCount": 1,
             *         "replyCount": 1,
             *         "repostsCount": 0,
             *         "repostOf": null,
             *         "plainRepost": false,
             *         "quotedUnavailable": false,
             *         "bookmarked": false,
             *         "reposted": false
             *       }
             *     ]
             */
            'application/json': {
              _id: string;
              postedBy: {
                _id: string;
                username: string;
                name: string;
                profilePic: string;
              };
              text: string;
              /** @description /media/… URL of the image */
              img: string | null;
              /** @description /media/… URL of the video */
              video: string | null;
              /** @description /media/… URL of a still of the video */
              posterUrl: string | null;
              /** @description The video's width as shown (rotation applied); null without a video */
              videoWidth: number | null;
              /** @description The video's height as shown (rotation applied); null without a video */
              videoHeight: number | null;
              /** @description The image's width; null without an image or when unknown (a remote image) */
              imgWidth: number | null;
              /** @description The image's height; null without an image or when unknown (a remote image) */
              imgHeight: number | null;
              /** @description The image's BlurHash (https://blurha.sh), to paint while it loads; null or absent without one (older media) */
              imgBlurhash?: string | null;
              /** @description The image's alt text; empty when none */
              imgAlt: string;
              /** @description A content warning hiding the text and media until opened; empty when none */
              spoiler: string;
              /** Format: date-time */
              createdAt: string;
              /** @description The last edit's time; null when never edited */
              editedAt: string | null;
              /** @description A reply: the post it answers; null for a post that starts a thread */
              replyTo: {
                /** @description The parent post */
                _id: string;
                /** @description The parent's author; empty when the parent was deleted */
                username: string;
              } | null;
              /** @description A post from another server: its page there ('View on original server') */
              originalUrl?: string;
              /** @description Ids of the users who like it */
              likes: string[];
              /** @description Its direct replies, oldest first */
              replies: {
                _id: string;
                postId: string;
                userId: string;
                username: string;
                userProfilePic: string;
                text: string;
                /** Format: date-time */
                createdAt: string;
              }[];
              likesCount: number;
              /** @description How many direct replies (`replies.length`); `replyCount` too */
              repliesCount: number;
              /** @description How many direct replies you may see (placeholders of deleted ones not counted) */
              replyCount: number;
              repostsCount: number;
              /** @description The reposted post; null for an ordinary post or when the original is gone or hidden */
              repostOf: {
                _id: string;
                postedBy: {
                  _id: string;
                  username: string;
                  name: string;
                  profilePic: string;
                };
                text: string;
                /** @description /media/… URL of the image */
                img: string | null;
                /** @description /media/… URL of the video */
                video: string | null;
                /** @description /media/… URL of a still of the video */
                posterUrl: string | null;
                /** @description The video's width as shown (rotation applied); null without a video */
                videoWidth: number | null;
                /** @description The video's height as shown (rotation applied); null without a video */
                videoHeight: number | null;
                /** @description The image's width; null without an image or when unknown (a remote image) */
                imgWidth: number | null;
                /** @description The image's height; null without an image or when unknown (a remote image) */
                imgHeight: number | null;
                /** @description The image's BlurHash (https://blurha.sh), to paint while it loads; null or absent without one (older media) */
                imgBlurhash?: string | null;
                /** @description The image's alt text; empty when none */
                imgAlt: string;
                /** @description A content warning hiding the text and media until opened; empty when none */
                spoiler: string;
                /** Format: date-time */
                createdAt: string;
                /** @description The last edit's time; null when never edited */
                editedAt: string | null;
                /** @description A reply: the post it answers; null for a post that starts a thread */
                replyTo: {
                  /** @description The parent post */
                  _id: string;
                  /** @description The parent's author; empty when the parent was deleted */
                  username: string;
                } | null;
                /** @description A post from another server: its page there ('View on original server') */
                originalUrl?: string;
              } | null;
              /** @description A repost without a message: its text, media, likes, replies and counts are the original's, and likes, replies, bookmarks and reposts act on the original */
              plainRepost: boolean;
              /** @description A quote whose original you may not see (blocked, muted in feeds, or its author frozen or suspended): `repostOf` is null; show "post unavailable" */
              quotedUnavailable: boolean;
              /** @description Whether you bookmarked it; only when logged in */
              bookmarked?: boolean;
              /** @description Whether you plainly reposted it (its original, for a plain repost); false when not logged in */
              reposted: boolean;
              /** @description Home feed only: the people you follow (you included) who plainly reposted it; the post shows once, at its newest repost */
              repostedBy?: {
                /** @description The newest few, newest first */
                people: {
                  _id: string;
                  username: string;
                  name: string;
                  profilePic: string;
                }[];
                count: number;
              };
            }[];
          };
        };
        /** @description Invalid input */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "error": "page must be a whole number from 1 to 500",
             *       "code": "PAGE_INVALID"
             *     }
             */
            'application/json': {
              /** @description Shown to people as is, in the request's language */
              error: string;
              /**
               * @description Stable, for programs: the same in every language
               * @enum {string}
               */
              code: 'PAGE_INVALID';
            };
          };
        };
        /** @description Not found */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "error": "User not found",
             *       "code": "USER_NOT_FOUND"
             *     }
             */
            'application/json': {
              /** @description Shown to people as is, in the request's language */
              error: string;
              /**
               * @description Stable, for programs: the same in every language
               * @enum {string}
               */
              code: 'USER_NOT_FOUND';
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
  '/api/posts/{id}/history': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A post's versions, oldest first (the original included); open to whoever may open the post */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Every version of the post, oldest first: the original, each edit, the current text last */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example [
             *       {
             *         "text": "Evening at the lak",
             *         "spoiler": "",
             *         "editedAt": "2026-11-20T18:00:00.000Z"
             *       },
             *       {
             *         "text": "Evening at the lake",
             *         "spoiler": "",
             *         "editedAt": "2026-11-20T18:02:00.000Z"
             *       }
             *     ]
             */
            'application/json': {
              text: string;
              spoiler: string;
              /**
               * Format: date-time
               * @description When this version was written (the original's: the creation time)
               */
              editedAt: string;
            }[];
          };
        };
        /** @description Not found */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "error": "Post not found",
             *       "code": "POST_NOT_FOUND"
             *     }
             */
            'application/json': {
              /** @description Shown to people as is, in the request's language */
              error: string;
              /**
               * @description Stable, for programs: the same in every language
               * @enum {string}
               */
              code: 'POST_NOT_FOUND';
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
  '/api/posts/repost': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Repost a post; with a message it is a quote (reposting a plain repost reposts its original)
     * @description A plain repost (no message) at most once per person and post: again → 409. Quotes are not limited.
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
          'application/json': {
            postId?: string;
            message?: string;
          };
        };
      };
      responses: {
        /** @description A post */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "_id": "01JD8Y0A1B2C3D4E5F6G7H8J9K",
             *       "postedBy": {
             *         "_id": "01JD8X7Q4K2M5N6P7R8S9T0V1W",
             *         "username": "janedoe",
             *         "name": "Jane Doe",
             *         "profilePic": "/media/01jd8x7q4k2m5n6p7r8s9t0v1w.webp"
             *       },
             *       "text": "Evening at the lake",
             *       "img": "/media/01jd8y0a1b2c3d4e5f6g7h8j9k.webp",
             *       "video": null,
             *       "posterUrl": null,
             *       "videoWidth": null,
             *       "videoHeight": null,
             *       "imgWidth": 1440,
             *       "imgHeight": 1080,
             *       "imgBlurhash": "LKO2?U%2Tw=w]~RBVZRi};RPxuwH",
             *       "imgAlt": "The lake at dusk, a rowing boat at the jetty",
             *       "spoiler": "",
             *       "createdAt": "2026-11-20T18:00:00.000Z",
             *       "editedAt": null,
             *       "replyTo": null,
             *       "likes": [
             *         "01JD8X9A1B2C3D4E5F6G7H8J9K"
             *       ],
             *       "replies": [
             *         {
             *           "_id": "01JD8YB3C4D5E6F7G8H9J0K1M2",
             *           "postId": "01JD8Y0A1B2C3D4E5F6G7H8J9K",
             *           "userId": "01JD8X9A1B2C3D4E5F6G7H8J9K",
             *           "username": "sam",
             *           "userProfilePic": "",
             *           "text": "Lovely light!",
             *           "createdAt": "2026-11-20T18:05:00.000Z"
             *         }
             *       ],
             *       "likesCount": 1,
             *       "repliesCount": 1,
             *       "replyCount": 1,
             *       "repostsCount": 0,
             *       "repostOf": null,
             *       "plainRepost": false,
             *       "quotedUnavailable": false,
             *       "bookmarked": false,
             *       "reposted": false
             *     }
             */
            'application/json': {
              _id: string;
              postedBy: {
                _id: string;
                username: string;
                name: string;
                profilePic: string;
              };
              text: string;
              /** @description /media/… URL of the image */
              img: string | null;
              /** @description /media/… URL of the video */
              video: string | null;
              /** @description /media/… URL of a still of the video */
              posterUrl: string | null;
              /** @description The video's width as shown (rotation applied); null without a video */
              videoWidth: number | null;
              /** @description The video's height as shown (rotation applied); null without a video */
              videoHeight: number | null;
              /** @description The image's width; null without an image or when unknown (a remote image) */
              imgWidth: number | null;
              /** @description The image's height; null without an image or when unknown (a remote image) */
              imgHeight: number | null;
              /** @description The image's BlurHash (https://blurha.sh), to paint while it loads; null or absent without one (older media) */
              imgBlurhash?: string | null;
              /** @description The image's alt text; empty when none */
              imgAlt: string;
              /** @description A content warning hiding the text and media until opened; empty when none */
              spoiler: string;
              /** Format: date-time */
              createdAt: string;
              /** @description The last edit's time; null when never edited */
              editedAt: string | null;
              /** @description A reply: the post it answers; null for a post that starts a thread */
              replyTo: {
                /** @description The parent post */
                _id: string;
                /** @description The parent's author; empty when the parent was deleted */
                username: string;
              } | null;
              /** @description A post from another server: its page there ('View on original server') */
              originalUrl?: string;
              /** @description Ids of the users who like it */
              likes: string[];
              /** @description Its direct replies, oldest first */
              replies: {
                _id: string;
                postId: string;
                userId: string;
                username: string;
                userProfilePic: string;
                text: string;
                /** Format: date-time */
                createdAt: string;
              }[];
              likesCount: number;
              /** @description How many direct replies (`replies.length`); `replyCount` too */
              repliesCount: number;
              /** @description How many direct replies you may see (placeholders of deleted ones not counted) */
              replyCount: number;
              repostsCount: number;
              /** @description The reposted post; null for an ordinary post or when the original is gone or hidden */
              repostOf: {
                _id: string;
                postedBy: {
                  _id: string;
                  username: string;
                  name: string;
                  profilePic: string;
                };
                text: string;
                /** @description /media/… URL of the image */
                img: string | null;
                /** @description /media/… URL of the video */
                video: string | null;
                /** @description /media/… URL of a still of the video */
                posterUrl: string | null;
                /** @description The video's width as shown (rotation applied); null without a video */
                videoWidth: number | null;
                /** @description The video's height as shown (rotation applied); null without a video */
                videoHeight: number | null;
                /** @description The image's width; null without an image or when unknown (a remote image) */
                imgWidth: number | null;
                /** @description The image's height; null without an image or when unknown (a remote image) */
                imgHeight: number | null;
                /** @description The image's BlurHash (https://blurha.sh), to paint while it loads; null or absent without one (older media) */
                imgBlurhash?: string | null;
                /** @description The image's alt text; empty when none */
                imgAlt: string;
                /** @description A content warning hiding the text and media until opened; empty when none */
                spoiler: string;
                /** Format: date-time */
                createdAt: string;
                /** @description The last edit's time; null when never edited */
                editedAt: string | null;
                /** @description A reply: the post it answers; null for a post that starts a thread */
                replyTo: {
                  /** @description The parent post */
                  _id: string;
                  /** @description The parent's author; empty when the parent was deleted */
                  username: string;
                } | null;
                /** @description A post from another server: its page there ('View on original server') */
                originalUrl?: string;
              } | null;
              /** @description A repost without a message: its text, media, likes, replies and counts are the original's, and likes, replies, bookmarks and reposts act on the original */
              plainRepost: boolean;
              /** @description A quote whose original you may not see (blocked, muted in feeds, or its author frozen or suspended): `repostOf` is null; show "post unavailable" */
              quotedUnavailable: boolean;
              /** @description Whether you bookmarked it; only when logged in */
              bookmarked?: boolean;
              /** @description Whether you plainly reposted it (its original, for a plain repost); false when not logged in */
              reposted: boolean;
              /** @description Home feed only: the people you follow (you included) who plainly reposted it; the post shows once, at its newest repost */
              repostedBy?: {
                /** @description The newest few, newest first */
                people: {
                  _id: string;
                  username: string;
                  name: string;
                  profilePic: string;
                }[];
                count: number;
              };
            };
          };
        };
        /** @description Invalid input */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "error": "postId is required",
             *       "code": "POST_ID_REQUIRED"
             *     }
             */
            'application/json': {
              /** @description Shown to people as is, in the request's language */
              error: string;
              /**
               * @description Stable, for programs: the same in every language
               * @enum {string}
               */
              code: 'POST_ID_REQUIRED';
            };
          };
        };
        /** @description Not logged in */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "error": "You must be logged in",
             *       "code": "LOGIN_REQUIRED"
             *     }
             */
            'application/json': {
              /** @description Shown to people as is, in the request's language */
              error: string;
              /**
               * @description Stable, for programs: the same in every language
               * @enum {string}
               */
              code: 'LOGIN_REQUIRED';
            };
          };
        };
        /** @description Not allowed */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "error": "You cannot interact with this user",
             *       "code": "USER_BLOCKED"
             *     }
             */
            'application/json': {
              /** @description Shown to people as is, in the request's language */
              error: string;
              /**
               * @description Stable, for programs: the same in every language
               * @enum {string}
               */
              code: 'USER_BLOCKED';
            };
          };
        };
        /** @description Not found */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "error": "Post not found",
             *       "code": "POST_NOT_FOUND"
             *     }
             */
            'application/json': {
              /** @description Shown to people as is, in the request's language */
              error: string;
              /**
               * @description Stable, for programs: the same in every language
               * @enum {string}
               */
              code: 'POST_NOT_FOUND';
            };
          };
        };
        /** @description Conflict with existing data */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "error": "You already reposted this post.",
             *       "code": "REPOST_EXISTS"
             *     }
             */
            'application/json': {
              /** @description Shown to people as is, in the request's language */
              error: string;
              /**
               * @description Stable, for programs: the same in every language
               * @enum {string}
               */
              code: 'REPOST_EXISTS';
            };
          };
        };
        /** @description Rate limited; `Retry-After` says when to try again */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "error": "Too many requests. Please try again later.",
             *       "code": "TOO_MANY_REQUESTS"
             *     }
             */
            'application/json': {
              /** @description Shown to people as is, in the request's language */
              error: string;
              /**
               * @description Stable, for programs: the same in every language
               * @enum {string}
               */
              code: 'TOO_MANY_REQUESTS';
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
  '/api/posts/repost/{postId}': {
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
     * Undo your plain repost of a post (or of a plain repost's original)
     * @description Answers the original post as you now see it (`reposted: false`, `repostsCount` one less). Quotes are deleted like posts.
     */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          postId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description A post */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "_id": "01JD8Y0A1B2C3D4E5F6G7H8J9K",
             *       "postedBy": {
             *         "_id": "01JD8X7Q4K2M5N6P7R8S9T0V1W",
             *         "username": "janedoe",
             *         "name": "Jane Doe",
             *         "profilePic": "/media/01jd8x7q4k2m5n6p7r8s9t0v1w.webp"
             *       },
             *       "text": "Evening at the lake",
             *       "img": "/media/01jd8y0a1b2c3d4e5f6g7h8j9k.webp",
             *       "video": null,
             *       "posterUrl": null,
             *       "videoWidth": null,
             *       "videoHeight": null,
             *       "imgWidth": 1440,
             *       "imgHeight": 1080,
             *       "imgBlurhash": "LKO2?U%2Tw=w]~RBVZRi};RPxuwH",
             *       "imgAlt": "The lake at dusk, a rowing boat at the jetty",
             *       "spoiler": "",
             *       "createdAt": "2026-11-20T18:00:00.000Z",
             *       "editedAt": null,
             *       "replyTo": null,
             *       "likes": [
             *         "01JD8X9A1B2C3D4E5F6G7H8J9K"
             *       ],
             *       "replies": [
             *         {
             *           "_id": "01JD8YB3C4D5E6F7G8H9J0K1M2",
             *           "postId": "01JD8Y0A1B2C3D4E5F6G7H8J9K",
             *           "userId": "01JD8X9A1B2C3D4E5F6G7H8J9K",
             *           "username": "sam",
             *           "userProfilePic": "",
             *           "text": "Lovely light!",
             *           "createdAt": "2026-11-20T18:05:00.000Z"
             *         }
             *       ],
             *       "likesCount": 1,
             *       "repliesCount": 1,
             *       "replyCount": 1,
             *       "repostsCount": 0,
             *       "repostOf": null,
             *       "plainRepost": false,
             *       "quotedUnavailable": false,
             *       "bookmarked": false,
             *       "reposted": false
             *     }
             */
            'application/json': {
              _id: string;
              postedBy: {
                _id: string;
                username: string;
                name: string;
                profilePic: string;
              };
              text: string;
              /** @description /media/… URL of the image */
              img: string | null;
              /** @description /media/… URL of the video */
              video: string | null;
              /** @description /media/… URL of a still of the video */
              posterUrl: string | null;
              /** @description The video's width as shown (rotation applied); null without a video */
              videoWidth: number | null;
              /** @description The video's height as shown (rotation applied); null without a video */
              videoHeight: number | null;
              /** @description The image's width; null without an image or when unknown (a remote image) */
              imgWidth: number | null;
              /** @description The image's height; null without an image or when unknown (a remote image) */
              imgHeight: number | null;
              /** @description The image's BlurHash (https://blurha.sh), to paint while it loads; null or absent without one (older media) */
              imgBlurhash?: string | null;
              /** @description The image's alt text; empty when none */
              imgAlt: string;
              /** @description A content warning hiding the text and media until opened; empty when none */
              spoiler: string;
              /** Format: date-time */
              createdAt: string;
              /** @description The last edit's time; null when never edited */
              editedAt: string | null;
              /** @description A reply: the post it answers; null for a post that starts a thread */
              replyTo: {
                /** @description The parent post */
                _id: string;
                /** @description The parent's author; empty when the parent was deleted */
                username: string;
              } | null;
              /** @description A post from another server: its page there ('View on original server') */
              originalUrl?: string;
              /** @description Ids of the users who like it */
              likes: string[];
              /** @description Its direct replies, oldest first */
              replies: {
                _id: string;
                postId: string;
                userId: string;
                username: string;
                userProfilePic: string;
                text: string;
                /** Format: date-time */
                createdAt: string;
              }[];
              likesCount: number;
              /** @description How many direct replies (`replies.length`); `replyCount` too */
              repliesCount: number;
              /** @description How many direct replies you may see (placeholders of deleted ones not counted) */
              replyCount: number;
              repostsCount: number;
              /** @description The reposted post; null for an ordinary post or when the original is gone or hidden */
              repostOf: {
                _id: string;
                postedBy: {
                  _id: string;
                  username: string;
                  name: string;
                  profilePic: string;
                };
                text: string;
                /** @description /media/… URL of the image */
                img: string | null;
                /** @description /media/… URL of the video */
                video: string | null;
                /** @description /media/… URL of a still of the video */
                posterUrl: string | null;
                /** @description The video's width as shown (rotation applied); null without a video */
                videoWidth: number | null;
                /** @description The video's height as shown (rotation applied); null without a video */
                videoHeight: number | null;
                /** @description The image's width; null without an image or when unknown (a remote image) */
                imgWidth: number | null;
                /** @description The image's height; null without an image or when unknown (a remote image) */
                imgHeight: number | null;
                /** @description The image's BlurHash (https://blurha.sh), to paint while it loads; null or absent without one (older media) */
                imgBlurhash?: string | null;
                /** @description The image's alt text; empty when none */
                imgAlt: string;
                /** @description A content warning hiding the text and media until opened; empty when none */
                spoiler: string;
                /** Format: date-time */
                createdAt: string;
                /** @description The last edit's time; null when never edited */
                editedAt: string | null;
                /** @description A reply: the post it answers; null for a post that starts a thread */
                replyTo: {
                  /** @description The parent post */
                  _id: string;
                  /** @description The parent's author; empty when the parent was deleted */
                  username: string;
                } | null;
                /** @description A post from another server: its page there ('View on original server') */
                originalUrl?: string;
              } | null;
              /** @description A repost without a message: its text, media, likes, replies and counts are the original's, and likes, replies, bookmarks and reposts act on the original */
              plainRepost: boolean;
              /** @description A quote whose original you may not see (blocked, muted in feeds, or its author frozen or suspended): `repostOf` is null; show "post unavailable" */
              quotedUnavailable: boolean;
              /** @description Whether you bookmarked it; only when logged in */
              bookmarked?: boolean;
              /** @description Whether you plainly reposted it (its original, for a plain repost); false when not logged in */
              reposted: boolean;
              /** @description Home feed only: the people you follow (you included) who plainly reposted it; the post shows once, at its newest repost */
              repostedBy?: {
                /** @description The newest few, newest first */
                people: {
                  _id: string;
                  username: string;
                  name: string;
                  profilePic: string;
                }[];
                count: number;
              };
            };
          };
        };
        /** @description Not logged in */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "error": "You must be logged in",
             *       "code": "LOGIN_REQUIRED"
             *     }
             */
            'application/json': {
              /** @description Shown to people as is, in the request's language */
              error: string;
              /**
               * @description Stable, for programs: the same in every language
               * @enum {string}
               */
              code: 'LOGIN_REQUIRED';
            };
          };
        };
        /** @description Not found */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "error": "You have not reposted this post.",
             *       "code": "REPOST_NOT_FOUND"
             *     }
             */
            'application/json': {
              /** @description Shown to people as is, in the request's language */
              error: string;
              /**
               * @description Stable, for programs: the same in every language
               * @enum {string}
               */
              code: 'REPOST_NOT_FOUND';
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
  '/api/posts/reply/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Reply to a post (or to a reply): the reply is a post with a parent
     * @description JSON `{text}` as the seed contract sends it, or the fields of a new post: `img` as a data URL, or multipart/form-data with `img` / `video` files, `imgAlt`, `spoiler`. Text, an image or a video is needed. Answers the reply in the seed shape (`_id`, `username`, `userProfilePic`, `text`) with every field of a post.
     */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            text?: string;
            img?: string;
            imgAlt?: string;
            spoiler?: string;
          };
        };
      };
      responses: {
        /** @description A reply: a post with a parent */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "_id": "01JD8YB3C4D5E6F7G8H9J0K1M2",
             *       "postedBy": {
             *         "_id": "01JD8X9A1B2C3D4E5F6G7H8J9K",
             *         "username": "sam",
             *         "name": "Sam Lee",
             *         "profilePic": ""
             *       },
             *       "text": "Lovely light!",
             *       "img": null,
             *       "video": null,
             *       "posterUrl": null,
             *       "videoWidth": null,
             *       "videoHeight": null,
             *       "imgWidth": 1440,
             *       "imgHeight": 1080,
             *       "imgBlurhash": "LKO2?U%2Tw=w]~RBVZRi};RPxuwH",
             *       "imgAlt": "",
             *       "spoiler": "",
             *       "createdAt": "2026-11-20T18:05:00.000Z",
             *       "editedAt": null,
             *       "replyTo": {
             *         "_id": "01JD8Y0A1B2C3D4E5F6G7H8J9K",
             *         "username": "janedoe"
             *       },
             *       "likes": [],
             *       "replies": [],
             *       "likesCount": 0,
             *       "repliesCount": 0,
             *       "replyCount": 0,
             *       "repostsCount": 0,
             *       "repostOf": null,
             *       "plainRepost": false,
             *       "quotedUnavailable": false,
             *       "bookmarked": false,
             *       "reposted": false,
             *       "postId": "01JD8Y0A1B2C3D4E5F6G7H8J9K",
             *       "userId": "01JD8X9A1B2C3D4E5F6G7H8J9K",
             *       "username": "sam",
             *       "userProfilePic": ""
             *     }
             */
            'application/json': {
              _id: string;
              postedBy: {
                _id: string;
                username: string;
                name: string;
                profilePic: string;
              };
              text: string;
              /** @description /media/… URL of the image */
              img: string | null;
              /** @description /media/… URL of the video */
              video: string | null;
              /** @description /media/… URL of a still of the video */
              posterUrl: string | null;
              /** @description The video's width as shown (rotation applied); null without a video */
              videoWidth: number | null;
              /** @description The video's height as shown (rotation applied); null without a video */
              videoHeight: number | null;
              /** @description The image's width; null without an image or when unknown (a remote image) */
              imgWidth: number | null;
              /** @description The image's height; null without an image or when unknown (a remote image) */
              imgHeight: number | null;
              /** @description The image's BlurHash (https://blurha.sh), to paint while it loads; null or absent without one (older media) */
              imgBlurhash?: string | null;
              /** @description The image's alt text; empty when none */
              imgAlt: string;
              /** @description A content warning hiding the text and media until opened; empty when none */
              spoiler: string;
              /** Format: date-time */
              createdAt: string;
              /** @description The last edit's time; null when never edited */
              editedAt: string | null;
              /** @description A reply: the post it answers; null for a post that starts a thread */
              replyTo: {
                /** @description The parent post */
                _id: string;
                /** @description The parent's author; empty when the parent was deleted */
                username: string;
              } | null;
              /** @description A post from another server: its page there ('View on original server') */
              originalUrl?: string;
              /** @description Ids of the users who like it */
              likes: string[];
              /** @description Its direct replies, oldest first */
              replies: {
                _id: string;
                postId: string;
                userId: string;
                username: string;
                userProfilePic: string;
                text: string;
                /** Format: date-time */
                createdAt: string;
              }[];
              likesCount: number;
              /** @description How many direct replies (`replies.length`); `replyCount` too */
              repliesCount: number;
              /** @description How many direct replies you may see (placeholders of deleted ones not counted) */
              replyCount: number;
              repostsCount: number;
              /** @description The reposted post; null for an ordinary post or when the original is gone or hidden */
              repostOf: {
                _id: string;
                postedBy: {
                  _id: string;
                  username: string;
                  name: string;
                  profilePic: string;
                };
                text: string;
                /** @description /media/… URL of the image */
                img: string | null;
                /** @description /media/… URL of the video */
                video: string | null;
                /** @description /media/… URL of a still of the video */
                posterUrl: string | null;
                /** @description The video's width as shown (rotation applied); null without a video */
                videoWidth: number | null;
                /** @description The video's height as shown (rotation applied); null without a video */
                videoHeight: number | null;
                /** @description The image's width; null without an image or when unknown (a remote image) */
                imgWidth: number | null;
                /** @description The image's height; null without an image or when unknown (a remote image) */
                imgHeight: number | null;
                /** @description The image's BlurHash (https://blurha.sh), to paint while it loads; null or absent without one (older media) */
                imgBlurhash?: string | null;
                /** @description The image's alt text; empty when none */
                imgAlt: string;
                /** @description A content warning hiding the text and media until opened; empty when none */
                spoiler: string;
                /** Format: date-time */
                createdAt: string;
                /** @description The last edit's time; null when never edited */
                editedAt: string | null;
                /** @description A reply: the post it answers; null for a post that starts a thread */
                replyTo: {
                  /** @description The parent post */
                  _id: string;
                  /** @description The parent's author; empty when the parent was deleted */
                  username: string;
                } | null;
                /** @description A post from another server: its page there ('View on original server') */
                originalUrl?: string;
              } | null;
              /** @description A repost without a message: its text, media, likes, replies and counts are the original's, and likes, replies, bookmarks and reposts act on the original */
              plainRepost: boolean;
              /** @description A quote whose original you may not see (blocked, muted in feeds, or its author frozen or suspended): `repostOf` is null; show "post unavailable" */
              quotedUnavailable: boolean;
              /** @description Whether you bookmarked it; only when logged in */
              bookmarked?: boolean;
              /** @description Whether you plainly reposted it (its original, for a plain repost); false when not logged in */
              reposted: boolean;
              /** @description Home feed only: the people you follow (you included) who plainly reposted it; the post shows once, at its newest repost */
              repostedBy?: {
                /** @description The newest few, newest first */
                people: {
                  _id: string;
                  username: string;
                  name: string;
                  profilePic: string;
                }[];
                count: number;
              };
              /** @description The parent post (also `replyTo._id`) */
              postId: string;
              /** @description The author (also `postedBy._id`) */
              userId: string;
              username: string;
              userProfilePic: string;
            };
          };
        };
        /** @description Invalid input */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "error": "Reply text is required.",
             *       "code": "REPLY_TEXT_REQUIRED"
             *     }
             */
            'application/json': {
              /** @description Shown to people as is, in the request's language */
              error: string;
              /**
               * @description Stable, for programs: the same in every language
               * @enum {string}
               */
              code: 'REPLY_TEXT_REQUIRED';
            };
          };
        };
        /** @description Not logged in */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "error": "You must be logged in",
             *       "code": "LOGIN_REQUIRED"
             *     }
             */
            'application/json': {
              /** @description Shown to people as is, in the request's language */
              error: string;
              /**
               * @description Stable, for programs: the same in every language
               * @enum {string}
               */
              code: 'LOGIN_REQUIRED';
            };
          };
        };
        /** @description Not allowed */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "error": "You cannot interact with this user",
             *       "code": "USER_BLOCKED"
             *     }
             */
            'application/json': {
              /** @description Shown to people as is, in the request's language */
              error: string;
              /**
               * @description Stable, for programs: the same in every language
               * @enum {string}
               */
              code: 'USER_BLOCKED';
            };
          };
        };
        /** @description Not found */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "error": "Post not found",
             *       "code": "POST_NOT_FOUND"
             *     }
             */
            'application/json': {
              /** @description Shown to people as is, in the request's language */
              error: string;
              /**
               * @description Stable, for programs: the same in every language
               * @enum {string}
               */
              code: 'POST_NOT_FOUND';
            };
          };
        };
        /** @description Too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "error": "Request body is too large",
             *       "code": "BODY_TOO_LARGE"
             *     }
             */
            'application/json': {
              /** @description Shown to people as is, in the request's language */
              error: string;
              /**
               * @description Stable, for programs: the same in every language
               * @enum {string}
               */
              code: 'BODY_TOO_LARGE';
            };
          };
        };
        /** @description Unsupported media type */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "error": "Unsupported file type. Images: JPEG, PNG, WebP, GIF or AVIF. Videos: MP4, WebM or MOV.",
             *       "code": "MEDIA_TYPE_UNSUPPORTED"
             *     }
             */
            'application/json': {
              /** @description Shown to people as is, in the request's language */
              error: string;
              /**
               * @description Stable, for programs: the same in every language
               * @enum {string}
               */
              code: 'MEDIA_TYPE_UNSUPPORTED';
            };
          };
        };
        /** @description Rate limited; `Retry-After` says when to try again */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "error": "Too many requests. Please try again later.",
             *       "code": "TOO_MANY_REQUESTS"
             *     }
             */
            'application/json': {
              /** @description Shown to people as is, in the request's language */
              error: string;
              /**
               * @description Stable, for programs: the same in every language
               * @enum {string}
               */
              code: 'TOO_MANY_REQUESTS';
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
  '/api/posts/{id}/replies/{replyId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Delete a reply: your own, or anyone's on your post */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          /** @description The post */
          id: string;
          replyId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Done */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "message": "Reply deleted successfully"
             *     }
             */
            'application/json': {
              message: string;
            };
          };
        };
        /** @description Not logged in */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "error": "You must be logged in",
             *       "code": "LOGIN_REQUIRED"
             *     }
             */
            'application/json': {
              /** @description Shown to people as is, in the request's language */
              error: string;
              /**
               * @description Stable, for programs: the same in every language
               * @enum {string}
               */
              code: 'LOGIN_REQUIRED';
            };
          };
        };
        /** @description Not allowed */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "error": "You can only delete your own replies or replies to your posts",
             *       "code": "REPLY_DELETE_FORBIDDEN"
             *     }
             */
            'application/json': {
              /** @description Shown to people as is, in the request's language */
              error: string;
              /**
               * @description Stable, for programs: the same in every language
               * @enum {string}
               */
              code: 'REPLY_DELETE_FORBIDDEN';
            };
          };
        };
        /** @description Not found */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "error": "Reply not found",
             *       "code": "REPLY_NOT_FOUND"
             *     }
             */
            'application/json': {
              /** @description Shown to people as is, in the request's language */
              error: string;
              /**
               * @description Stable, for programs: the same in every language
               * @enum {string}
               */
              code: 'REPLY_NOT_FOUND';
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
  '/api/posts/user/{username}/replies': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A user's replies, newest first, each with its post, 20 a page */
    get: {
      parameters: {
        query?: {
          page?: string;
          before?: string;
        };
        header?: never;
        path: {
          username: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The user's replies, newest first, each with the post it answers (a placeholder when that was deleted or is hidden from you) */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example [
             *       {
             *         "reply": {
             *           "_id": "01JD8YB3C4D5E6F7G8H9J0K1M2",
             *           "postedBy": {
             *             "_id": "01JD8X9A1B2C3D4E5F6G7H8J9K",
             *             "username": "sam",
             *             "name": "Sam Lee",
             *             "profilePic": ""
             *           },
             *           "text": "Lovely light!",
             *           "img": null,
             *           "video": null,
             *           "posterUrl": null,
             *           "videoWidth": null,
             *           "videoHeight": null,
             *           "imgWidth": 1440,
             *           "imgHeight": 1080,
             *           "imgBlurhash": "LKO2?U%2Tw=w]~RBVZRi};RPxuwH",
             *           "imgAlt": "",
             *           "spoiler": "",
             *           "createdAt": "2026-11-20T18:05:00.000Z",
             *           "editedAt": null,
             *           "replyTo": {
             *             "_id": "01JD8Y0A1B2C3D4E5F6G7H8J9K",
             *             "username": "janedoe"
             *           },
             *           "likes": [],
             *           "replies": [],
             *           "likesCount": 0,
             *           "repliesCount": 0,
             *           "replyCount": 0,
             *           "repostsCount": 0,
             *           "repostOf": null,
             *           "plainRepost": false,
             *           "quotedUnavailable": false,
             *           "bookmarked": false,
             *           "reposted": false,
             *           "postId": "01JD8Y0A1B2C3D4E5F6G7H8J9K",
             *           "userId": "01JD8X9A1B2C3D4E5F6G7H8J9K",
             *           "username": "sam",
             *           "userProfilePic": ""
             *         },
             *         "post": {
             *           "_id": "01JD8Y0A1B2C3D4E5F6G7H8J9K",
             *           "postedBy": {
             *             "_id": "01JD8X7Q4K2M5N6P7R8S9T0V1W",
             *             "username": "janedoe",
             *             "name": "Jane Doe",
             *             "profilePic": "/media/01jd8x7q4k2m5n6p7r8s9t0v1w.webp"
             *           },
             *           "text": "Evening at the lake",
             *           "img": "/media/01jd8y0a1b2c3d4e5f6g7h8j9k.webp",
             *           "video": null,
             *           "posterUrl": null,
             *           "videoWidth": null,
             *           "videoHeight": null,
             *           "imgWidth": 1440,
             *           "imgHeight": 1080,
             *           "imgBlurhash": "LKO2?U%2Tw=w]~RBVZRi};RPxuwH",
             *           "imgAlt": "The lake at dusk, a rowing boat at the jetty",
             *           "spoiler": "",
             *           "createdAt": "2026-11-20T18:00:00.000Z",
             *           "editedAt": null,
             *           "replyTo": null,
             *           "likes": [
             *             "01JD8X9A1B2C3D4E5F6G7H8J9K"
             *           ],
             *           "replies": [
             *             {
             *               "_id": "01JD8YB3C4D5E6F7G8H9J0K1M2",
             *               "postId": "01JD8Y0A1B2C3D4E5F6G7H8J9K",
             *               "userId": "01JD8X9A1B2C3D4E5F6G7H8J9K",
             *               "username": "sam",
             *               "userProfilePic": "",
             *               "text": "Lovely light!",
             *               "createdAt": "2026-11-20T18:05:00.000Z"
             *             }
             *           ],
             *           "likesCount": 1,
             *           "repliesCount": 1,
             *           "replyCount": 1,
             *           "repostsCount": 0,
             *           "repostOf": null,
             *           "plainRepost": false,
             *           "quotedUnavailable": false,
             *           "bookmarked": false,
             *           "reposted": false
             *         }
             *       }
             *     ]
             */
            'application/json': {
              /**
               * @description A reply: a post with a parent
               * @example {
               *       "_id": "01JD8YB3C4D5E6F7G8H9J0K1M2",
               *       "postedBy": {
               *         "_id": "01JD8X9A1B2C3D4E5F6G7H8J9K",
               *         "username": "sam",
               *         "name": "Sam Lee",
               *         "profilePic": ""
               *       },
               *       "text": "Lovely light!",
               *       "img": null,
               *       "video": null,
               *       "posterUrl": null,
               *       "videoWidth": null,
               *       "videoHeight": null,
               *       "imgWidth": 1440,
               *       "imgHeight": 1080,
               *       "imgBlurhash": "LKO2?U%2Tw=w]~RBVZRi};RPxuwH",
               *       "imgAlt": "",
               *       "spoiler": "",
               *       "createdAt": "2026-11-20T18:05:00.000Z",
               *       "editedAt": null,
               *       "replyTo": {
               *         "_id": "01JD8Y0A1B2C3D4E5F6G7H8J9K",
               *         "username": "janedoe"
               *       },
               *       "likes": [],
               *       "replies": [],
               *       "likesCount": 0,
               *       "repliesCount": 0,
               *       "replyCount": 0,
               *       "repostsCount": 0,
               *       "repostOf": null,
               *       "plainRepost": false,
               *       "quotedUnavailable": false,
               *       "bookmarked": false,
               *       "reposted": false,
               *       "postId": "01JD8Y0A1B2C3D4E5F6G7H8J9K",
               *       "userId": "01JD8X9A1B2C3D4E5F6G7H8J9K",
               *       "username": "sam",
               *       "userProfilePic": ""
               *     }
               */
              reply: {
                _id: string;
                postedBy: {
                  _id: string;
                  username: string;
                  name: string;
                  profilePic: string;
                };
                text: string;
                /** @description /media/… URL of the image */
                img: string | null;
                /** @description /media/… URL of the video */
                video: string | null;
                /** @description /media/… URL of a still of the video */
                posterUrl: string | null;
                /** @description The video's width as shown (rotation applied); null without a video */
                videoWidth: number | null;
                /** @description The video's height as shown (rotation applied); null without a video */
                videoHeight: number | null;
                /** @description The image's width; null without an image or when unknown (a remote image) */
                imgWidth: number | null;
                /** @description The image's height; null without an image or when unknown (a remote image) */
                imgHeight: number | null;
                /** @description The image's BlurHash (https://blurha.sh), to paint while it loads; null or absent without one (older media) */
                imgBlurhash?: string | null;
                /** @description The image's alt text; empty when none */
                imgAlt: string;
                /** @description A content warning hiding the text and media until opened; empty when none */
                spoiler: string;
                /** Format: date-time */
                createdAt: string;
                /** @description The last edit's time; null when never edited */
                editedAt: string | null;
                /** @description A reply: the post it answers; null for a post that starts a thread */
                replyTo: {
                  /** @description The parent post */
                  _id: string;
                  /** @description The parent's author; empty when the parent was deleted */
                  username: string;
                } | null;
                /** @description A post from another server: its page there ('View on original server') */
                originalUrl?: string;
                /** @description Ids of the users who like it */
                likes: string[];
                /** @description Its direct replies, oldest first */
                replies: {
                  _id: string;
                  postId: string;
                  userId: string;
                  username: string;
                  userProfilePic: string;
                  text: string;
                  /** Format: date-time */
                  createdAt: string;
                }[];
                likesCount: number;
                /** @description How many direct replies (`replies.length`); `replyCount` too */
                repliesCount: number;
                /** @description How many direct replies you may see (placeholders of deleted ones not counted) */
                replyCount: number;
                repostsCount: number;
                /** @description The reposted post; null for an ordinary post or when the original is gone or hidden */
                repostOf: {
                  _id: string;
                  postedBy: {
                    _id: string;
                    username: string;
                    name: string;
                    profilePic: string;
                  };
                  text: string;
                  /** @description /media/… URL of the image */
                  img: string | null;
                  /** @description /media/… URL of the video */
                  video: string | null;
                  /** @description /media/… URL of a still of the video */
                  posterUrl: string | null;
                  /** @description The video's width as shown (rotation applied); null without a video */
                  videoWidth: number | null;
                  /** @description The video's height as shown (rotation applied); null without a video */
                  videoHeight: number | null;
                  /** @description The image's width; null without an image or when unknown (a remote image) */
                  imgWidth: number | null;
                  /** @description The image's height; null without an image or when unknown (a remote image) */
                  imgHeight: number | null;
                  /** @description The image's BlurHash (https://blurha.sh), to paint while it loads; null or absent without one (older media) */
                  imgBlurhash?: string | null;
                  /** @description The image's alt text; empty when none */
                  imgAlt: string;
                  /** @description A content warning hiding the text and media until opened; empty when none */
                  spoiler: string;
                  /** Format: date-time */
                  createdAt: string;
                  /** @description The last edit's time; null when never edited */
                  editedAt: string | null;
                  /** @description A reply: the post it answers; null for a post that starts a thread */
                  replyTo: {
                    /** @description The parent post */
                    _id: string;
                    /** @description The parent's author; empty when the parent was deleted */
                    username: string;
                  } | null;
                  /** @description A post from another server: its page there ('View on original server') */
                  originalUrl?: string;
                } | null;
                /** @description A repost without a message: its text, media, likes, replies and counts are the original's, and likes, replies, bookmarks and reposts act on the original */
                plainRepost: boolean;
                /** @description A quote whose original you may not see (blocked, muted in feeds, or its author frozen or suspended): `repostOf` is null; show "post unavailable" */
                quotedUnavailable: boolean;
                /** @description Whether you bookmarked it; only when logged in */
                bookmarked?: boolean;
                /** @description Whether you plainly reposted it (its original, for a plain repost); false when not logged in */
                reposted: boolean;
                /** @description Home feed only: the people you follow (you included) who plainly reposted it; the post shows once, at its newest repost */
                repostedBy?: {
                  /** @description The newest few, newest first */
                  people: {
                    _id: string;
                    username: string;
                    name: string;
                    profilePic: string;
                  }[];
                  count: number;
                };
                /** @description The parent post (also `replyTo._id`) */
                postId: string;
                /** @description The author (also `postedBy._id`) */
                userId: string;
                username: string;
                userProfilePic: string;
              };
              post:
                | {
                    _id: string;
                    postedBy: {
                      _id: string;
                      username: string;
                      name: string;
                      profilePic: string;
                    };
                    text: string;
                    /** @description /media/… URL of the image */
                    img: string | null;
                    /** @description /media/… URL of the video */
                    video: string | null;
                    /** @description /media/… URL of a still of the video */
                    posterUrl: string | null;
                    /** @description The video's width as shown (rotation applied); null without a video */
                    videoWidth: number | null;
                    /** @description The video's height as shown (rotation applied); null without a video */
                    videoHeight: number | null;
                    /** @description The image's width; null without an image or when unknown (a remote image) */
                    imgWidth: number | null;
                    /** @description The image's height; null without an image or when unknown (a remote image) */
                    imgHeight: number | null;
                    /** @description The image's BlurHash (https://blurha.sh), to paint while it loads; null or absent without one (older media) */
                    imgBlurhash?: string | null;
                    /** @description The image's alt text; empty when none */
                    imgAlt: string;
                    /** @description A content warning hiding the text and media until opened; empty when none */
                    spoiler: string;
                    /** Format: date-time */
                    createdAt: string;
                    /** @description The last edit's time; null when never edited */
                    editedAt: string | null;
                    /** @description A reply: the post it answers; null for a post that starts a thread */
                    replyTo: {
                      /** @description The parent post */
                      _id: string;
                      /** @description The parent's author; empty when the parent was deleted */
                      username: string;
                    } | null;
                    /** @description A post from another server: its page there ('View on original server') */
                    originalUrl?: string;
                    /** @description Ids of the users who like it */
                    likes: string[];
                    /** @description Its direct replies, oldest first */
                    replies: {
                      _id: string;
                      postId: string;
                      userId: string;
                      username: string;
                      userProfilePic: string;
                      text: string;
                      /** Format: date-time */
                      createdAt: string;
                    }[];
                    likesCount: number;
                    /** @description How many direct replies (`replies.length`); `replyCount` too */
                    repliesCount: number;
                    /** @description How many direct replies you may see (placeholders of deleted ones not counted) */
                    replyCount: number;
                    repostsCount: number;
                    /** @description The reposted post; null for an ordinary post or when the original is gone or hidden */
                    repostOf: {
                      _id: string;
                      postedBy: {
                        _id: string;
                        username: string;
                        name: string;
                        profilePic: string;
                      };
                      text: string;
                      /** @description /media/… URL of the image */
                      img: string | null;
                      /** @description /media/… URL of the video */
                      video: string | null;
                      /** @description /media/… URL of a still of the video */
                      posterUrl: string | null;
                      /** @description The video's width as shown (rotation applied); null without a video */
                      videoWidth: number | null;
                      /** @description The video's height as shown (rotation applied); null without a video */
                      videoHeight: number | null;
                      /** @description The image's width; null without an image or when unknown (a remote image) */
                      imgWidth: number | null;
                      /** @description The image's height; null without an image or when unknown (a remote image) */
                      imgHeight: number | null;
                      /** @description The image's BlurHash (https://blurha.sh), to paint while it loads; null or absent without one (older media) */
                      imgBlurhash?: string | null;
                      /** @description The image's alt text; empty when none */
                      imgAlt: string;
                      /** @description A content warning hiding the text and media until opened; empty when none */
                      spoiler: string;
                      /** Format: date-time */
                      createdAt: string;
                      /** @description The last edit's time; null when never edited */
                      editedAt: string | null;
                      /** @description A reply: the post it answers; null for a post that starts a thread */
                      replyTo: {
                        /** @description The parent post */
                        _id: string;
                        /** @description The parent's author; empty when the parent was deleted */
                        username: string;
                      } | null;
                      /** @description A post from another server: its page there ('View on original server') */
                      originalUrl?: string;
                    } | null;
                    /** @description A repost without a message: its text, media, likes, replies and counts are the original's, and likes, replies, bookmarks and reposts act on the original */
                    plainRepost: boolean;
                    /** @description A quote whose original you may not see (blocked, muted in feeds, or its author frozen or suspended): `repostOf` is null; show "post unavailable" */
                    quotedUnavailable: boolean;
                    /** @description Whether you bookmarked it; only when logged in */
                    bookmarked?: boolean;
                    /** @description Whether you plainly reposted it (its original, for a plain repost); false when not logged in */
                    reposted: boolean;
                    /** @description Home feed only: the people you follow (you included) who plainly reposted it; the post shows once, at its newest repost */
                    repostedBy?: {
                      /** @description The newest few, newest first */
                      people: {
                        _id: string;
                        username: string;
                        name: string;
                        profilePic: string;
                      }[];
                      count: number;
                    };
                  }
                | {
                    _id: string;
                    /** @description `deleted`: "This post was deleted." (it had replies); `unavailable`: "This post is unavailable." (its author is blocked, frozen or suspended) */
                    hidden: 'deleted' | 'unavailable';
                    /** @description How many direct replies you may see */
                    replyCount: number;
                  };
            }[];
          };
        };
        /** @description Invalid input */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "error": "page must be a whole number from 1 to 500",
             *       "code": "PAGE_INVALID"
             *     }
             */
            'application/json': {
              /** @description Shown to people as is, in the request's language */
              error: string;
              /**
               * @description Stable, for programs: the same in every language
               * @enum {string}
               */
              code: 'PAGE_INVALID';
            };
          };
        };
        /** @description Not found */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "error": "User not found",
             *       "code": "USER_NOT_FOUND"
             *     }
             */
            'application/json': {
              /** @description Shown to people as is, in the request's language */
              error: string;
              /**
               * @description Stable, for programs: the same in every language
               * @enum {string}
               */
              code: 'USER_NOT_FOUND';
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
  '/api/posts/{id}/thread': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A post in its thread: the posts above it (root first), the post, and its replies page by page
     * @description Replies newest first, 20 a page (`?before=<last reply id>` or `?page=n`), each with its first two replies and how many more it has. Blocked people and, under the post, muted people and muted words are left out; a deleted post with replies shows as `hidden: "deleted"`, one you may not see above the post as `hidden: "unavailable"`. 404 when the post itself is hidden from you.
     */
    get: {
      parameters: {
        query?: {
          page?: string;
          before?: string;
        };
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description A post in its thread */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "ancestors": [
             *         {
             *           "_id": "01JD8XZZ1B2C3D4E5F6G7H8J9K",
             *           "hidden": "deleted",
             *           "replyCount": 1
             *         }
             *       ],
             *       "post": {
             *         "_id": "01JD8Y0A1B2C3D4E5F6G7H8J9K",
             *         "postedBy": {
             *           "_id": "01JD8X7Q4K2M5N6P7R8S9T0V1W",
             *           "username": "janedoe",
             *           "name": "Jane Doe",
             *           "profilePic": "/media/01jd8x7q4k2m5n6p7r8s9t0v1w.webp"
             *         },
             *         "text": "Evening at the lake",
             *         "img": "/media/01jd8y0a1b2c3d4e5f6g7h8j9k.webp",
             *         "video": null,
             *         "posterUrl": null,
             *         "videoWidth": null,
             *         "videoHeight": null,
             *         "imgWidth": 1440,
             *         "imgHeight": 1080,
             *         "imgBlurhash": "LKO2?U%2Tw=w]~RBVZRi};RPxuwH",
             *         "imgAlt": "The lake at dusk, a rowing boat at the jetty",
             *         "spoiler": "",
             *         "createdAt": "2026-11-20T18:00:00.000Z",
             *         "editedAt": null,
             *         "replyTo": {
             *           "_id": "01JD8XZZ1B2C3D4E5F6G7H8J9K",
             *           "username": "janedoe"
             *         },
             *         "likes": [
             *           "01JD8X9A1B2C3D4E5F6G7H8J9K"
             *         ],
             *         "replies": [
             *           {
             *             "_id": "01JD8YB3C4D5E6F7G8H9J0K1M2",
             *             "postId": "01JD8Y0A1B2C3D4E5F6G7H8J9K",
             *             "userId": "01JD8X9A1B2C3D4E5F6G7H8J9K",
             *             "username": "sam",
             *             "userProfilePic": "",
             *             "text": "Lovely light!",
             *             "createdAt": "2026-11-20T18:05:00.000Z"
             *           }
             *         ],
             *         "likesCount": 1,
             *         "repliesCount": 1,
             *         "replyCount": 1,
             *         "repostsCount": 0,
             *         "repostOf": null,
             *         "plainRepost": false,
             *         "quotedUnavailable": false,
             *         "bookmarked": false,
             *         "reposted": false
             *       },
             *       "replies": [
             *         {
             *           "post": {
             *             "_id": "01JD8YB3C4D5E6F7G8H9J0K1M2",
             *             "postedBy": {
             *               "_id": "01JD8X7Q4K2M5N6P7R8S9T0V1W",
             *               "username": "janedoe",
             *               "name": "Jane Doe",
             *               "profilePic": "/media/01jd8x7q4k2m5n6p7r8s9t0v1w.webp"
             *             },
             *             "text": "Evening at the lake",
             *             "img": "/media/01jd8y0a1b2c3d4e5f6g7h8j9k.webp",
             *             "video": null,
             *             "posterUrl": null,
             *             "videoWidth": null,
             *             "videoHeight": null,
             *             "imgWidth": 1440,
             *             "imgHeight": 1080,
             *             "imgBlurhash": "LKO2?U%2Tw=w]~RBVZRi};RPxuwH",
             *             "imgAlt": "The lake at dusk, a rowing boat at the jetty",
             *             "spoiler": "",
             *             "createdAt": "2026-11-20T18:00:00.000Z",
             *             "editedAt": null,
             *             "replyTo": {
             *               "_id": "01JD8Y0A1B2C3D4E5F6G7H8J9K",
             *               "username": "janedoe"
             *             },
             *             "likes": [
             *               "01JD8X9A1B2C3D4E5F6G7H8J9K"
             *             ],
             *             "replies": [],
             *             "likesCount": 1,
             *             "repliesCount": 0,
             *             "replyCount": 0,
             *             "repostsCount": 0,
             *             "repostOf": null,
             *             "plainRepost": false,
             *             "quotedUnavailable": false,
             *             "bookmarked": false,
             *             "reposted": false
             *           },
             *           "replies": [],
             *           "moreReplies": 0
             *         }
             *       ]
             *     }
             */
            'application/json': {
              /** @description The posts above this one, the first post of the thread first, its parent last (when the chain is very long: the first post, then the nearest 50); each may be a placeholder */
              ancestors: (
                | {
                    _id: string;
                    postedBy: {
                      _id: string;
                      username: string;
                      name: string;
                      profilePic: string;
                    };
                    text: string;
                    /** @description /media/… URL of the image */
                    img: string | null;
                    /** @description /media/… URL of the video */
                    video: string | null;
                    /** @description /media/… URL of a still of the video */
                    posterUrl: string | null;
                    /** @description The video's width as shown (rotation applied); null without a video */
                    videoWidth: number | null;
                    /** @description The video's height as shown (rotation applied); null without a video */
                    videoHeight: number | null;
                    /** @description The image's width; null without an image or when unknown (a remote image) */
                    imgWidth: number | null;
                    /** @description The image's height; null without an image or when unknown (a remote image) */
                    imgHeight: number | null;
                    /** @description The image's BlurHash (https://blurha.sh), to paint while it loads; null or absent without one (older media) */
                    imgBlurhash?: string | null;
                    /** @description The image's alt text; empty when none */
                    imgAlt: string;
                    /** @description A content warning hiding the text and media until opened; empty when none */
                    spoiler: string;
                    /** Format: date-time */
                    createdAt: string;
                    /** @description The last edit's time; null when never edited */
                    editedAt: string | null;
                    /** @description A reply: the post it answers; null for a post that starts a thread */
                    replyTo: {
                      /** @description The parent post */
                      _id: string;
                      /** @description The parent's author; empty when the parent was deleted */
                      username: string;
                    } | null;
                    /** @description A post from another server: its page there ('View on original server') */
                    originalUrl?: string;
                    /** @description Ids of the users who like it */
                    likes: string[];
                    /** @description Its direct replies, oldest first */
                    replies: {
                      _id: string;
                      postId: string;
                      userId: string;
                      username: string;
                      userProfilePic: string;
                      text: string;
                      /** Format: date-time */
                      createdAt: string;
                    }[];
                    likesCount: number;
                    /** @description How many direct replies (`replies.length`); `replyCount` too */
                    repliesCount: number;
                    /** @description How many direct replies you may see (placeholders of deleted ones not counted) */
                    replyCount: number;
                    repostsCount: number;
                    /** @description The reposted post; null for an ordinary post or when the original is gone or hidden */
                    repostOf: {
                      _id: string;
                      postedBy: {
                        _id: string;
                        username: string;
                        name: string;
                        profilePic: string;
                      };
                      text: string;
                      /** @description /media/… URL of the image */
                      img: string | null;
                      /** @description /media/… URL of the video */
                      video: string | null;
                      /** @description /media/… URL of a still of the video */
                      posterUrl: string | null;
                      /** @description The video's width as shown (rotation applied); null without a video */
                      videoWidth: number | null;
                      /** @description The video's height as shown (rotation applied); null without a video */
                      videoHeight: number | null;
                      /** @description The image's width; null without an image or when unknown (a remote image) */
                      imgWidth: number | null;
                      /** @description The image's height; null without an image or when unknown (a remote image) */
                      imgHeight: number | null;
                      /** @description The image's BlurHash (https://blurha.sh), to paint while it loads; null or absent without one (older media) */
                      imgBlurhash?: string | null;
                      /** @description The image's alt text; empty when none */
                      imgAlt: string;
                      /** @description A content warning hiding the text and media until opened; empty when none */
                      spoiler: string;
                      /** Format: date-time */
                      createdAt: string;
                      /** @description The last edit's time; null when never edited */
                      editedAt: string | null;
                      /** @description A reply: the post it answers; null for a post that starts a thread */
                      replyTo: {
                        /** @description The parent post */
                        _id: string;
                        /** @description The parent's author; empty when the parent was deleted */
                        username: string;
                      } | null;
                      /** @description A post from another server: its page there ('View on original server') */
                      originalUrl?: string;
                    } | null;
                    /** @description A repost without a message: its text, media, likes, replies and counts are the original's, and likes, replies, bookmarks and reposts act on the original */
                    plainRepost: boolean;
                    /** @description A quote whose original you may not see (blocked, muted in feeds, or its author frozen or suspended): `repostOf` is null; show "post unavailable" */
                    quotedUnavailable: boolean;
                    /** @description Whether you bookmarked it; only when logged in */
                    bookmarked?: boolean;
                    /** @description Whether you plainly reposted it (its original, for a plain repost); false when not logged in */
                    reposted: boolean;
                    /** @description Home feed only: the people you follow (you included) who plainly reposted it; the post shows once, at its newest repost */
                    repostedBy?: {
                      /** @description The newest few, newest first */
                      people: {
                        _id: string;
                        username: string;
                        name: string;
                        profilePic: string;
                      }[];
                      count: number;
                    };
                  }
                | {
                    _id: string;
                    /** @description `deleted`: "This post was deleted." (it had replies); `unavailable`: "This post is unavailable." (its author is blocked, frozen or suspended) */
                    hidden: 'deleted' | 'unavailable';
                    /** @description How many direct replies you may see */
                    replyCount: number;
                  }
              )[];
              post:
                | {
                    _id: string;
                    postedBy: {
                      _id: string;
                      username: string;
                      name: string;
                      profilePic: string;
                    };
                    text: string;
                    /** @description /media/… URL of the image */
                    img: string | null;
                    /** @description /media/… URL of the video */
                    video: string | null;
                    /** @description /media/… URL of a still of the video */
                    posterUrl: string | null;
                    /** @description The video's width as shown (rotation applied); null without a video */
                    videoWidth: number | null;
                    /** @description The video's height as shown (rotation applied); null without a video */
                    videoHeight: number | null;
                    /** @description The image's width; null without an image or when unknown (a remote image) */
                    imgWidth: number | null;
                    /** @description The image's height; null without an image or when unknown (a remote image) */
                    imgHeight: number | null;
                    /** @description The image's BlurHash (https://blurha.sh), to paint while it loads; null or absent without one (older media) */
                    imgBlurhash?: string | null;
                    /** @description The image's alt text; empty when none */
                    imgAlt: string;
                    /** @description A content warning hiding the text and media until opened; empty when none */
                    spoiler: string;
                    /** Format: date-time */
                    createdAt: string;
                    /** @description The last edit's time; null when never edited */
                    editedAt: string | null;
                    /** @description A reply: the post it answers; null for a post that starts a thread */
                    replyTo: {
                      /** @description The parent post */
                      _id: string;
                      /** @description The parent's author; empty when the parent was deleted */
                      username: string;
                    } | null;
                    /** @description A post from another server: its page there ('View on original server') */
                    originalUrl?: string;
                    /** @description Ids of the users who like it */
                    likes: string[];
                    /** @description Its direct replies, oldest first */
                    replies: {
                      _id: string;
                      postId: string;
                      userId: string;
                      username: string;
                      userProfilePic: string;
                      text: string;
                      /** Format: date-time */
                      createdAt: string;
                    }[];
                    likesCount: number;
                    /** @description How many direct replies (`replies.length`); `replyCount` too */
                    repliesCount: number;
                    /** @description How many direct replies you may see (placeholders of deleted ones not counted) */
                    replyCount: number;
                    repostsCount: number;
                    /** @description The reposted post; null for an ordinary post or when the original is gone or hidden */
                    repostOf: {
                      _id: string;
                      postedBy: {
                        _id: string;
                        username: string;
                        name: string;
                        profilePic: string;
                      };
                      text: string;
                      /** @description /media/… URL of the image */
                      img: string | null;
                      /** @description /media/… URL of the video */
                      video: string | null;
                      /** @description /media/… URL of a still of the video */
                      posterUrl: string | null;
                      /** @description The video's width as shown (rotation applied); null without a video */
                      videoWidth: number | null;
                      /** @description The video's height as shown (rotation applied); null without a video */
                      videoHeight: number | null;
                      /** @description The image's width; null without an image or when unknown (a remote image) */
                      imgWidth: number | null;
                      /** @description The image's height; null without an image or when unknown (a remote image) */
                      imgHeight: number | null;
                      /** @description The image's BlurHash (https://blurha.sh), to paint while it loads; null or absent without one (older media) */
                      imgBlurhash?: string | null;
                      /** @description The image's alt text; empty when none */
                      imgAlt: string;
                      /** @description A content warning hiding the text and media until opened; empty when none */
                      spoiler: string;
                      /** Format: date-time */
                      createdAt: string;
                      /** @description The last edit's time; null when never edited */
                      editedAt: string | null;
                      /** @description A reply: the post it answers; null for a post that starts a thread */
                      replyTo: {
                        /** @description The parent post */
                        _id: string;
                        /** @description The parent's author; empty when the parent was deleted */
                        username: string;
                      } | null;
                      /** @description A post from another server: its page there ('View on original server') */
                      originalUrl?: string;
                    } | null;
                    /** @description A repost without a message: its text, media, likes, replies and counts are the original's, and likes, replies, bookmarks and reposts act on the original */
                    plainRepost: boolean;
                    /** @description A quote whose original you may not see (blocked, muted in feeds, or its author frozen or suspended): `repostOf` is null; show "post unavailable" */
                    quotedUnavailable: boolean;
                    /** @description Whether you bookmarked it; only when logged in */
                    bookmarked?: boolean;
                    /** @description Whether you plainly reposted it (its original, for a plain repost); false when not logged in */
                    reposted: boolean;
                    /** @description Home feed only: the people you follow (you included) who plainly reposted it; the post shows once, at its newest repost */
                    repostedBy?: {
                      /** @description The newest few, newest first */
                      people: {
                        _id: string;
                        username: string;
                        name: string;
                        profilePic: string;
                      }[];
                      count: number;
                    };
                  }
                | {
                    _id: string;
                    /** @description `deleted`: "This post was deleted." (it had replies); `unavailable`: "This post is unavailable." (its author is blocked, frozen or suspended) */
                    hidden: 'deleted' | 'unavailable';
                    /** @description How many direct replies you may see */
                    replyCount: number;
                  };
              /** @description This page of the post's direct replies, newest first; a deleted reply stays as a placeholder while it has replies */
              replies: {
                post:
                  | {
                      _id: string;
                      postedBy: {
                        _id: string;
                        username: string;
                        name: string;
                        profilePic: string;
                      };
                      text: string;
                      /** @description /media/… URL of the image */
                      img: string | null;
                      /** @description /media/… URL of the video */
                      video: string | null;
                      /** @description /media/… URL of a still of the video */
                      posterUrl: string | null;
                      /** @description The video's width as shown (rotation applied); null without a video */
                      videoWidth: number | null;
                      /** @description The video's height as shown (rotation applied); null without a video */
                      videoHeight: number | null;
                      /** @description The image's width; null without an image or when unknown (a remote image) */
                      imgWidth: number | null;
                      /** @description The image's height; null without an image or when unknown (a remote image) */
                      imgHeight: number | null;
                      /** @description The image's BlurHash (https://blurha.sh), to paint while it loads; null or absent without one (older media) */
                      imgBlurhash?: string | null;
                      /** @description The image's alt text; empty when none */
                      imgAlt: string;
                      /** @description A content warning hiding the text and media until opened; empty when none */
                      spoiler: string;
                      /** Format: date-time */
                      createdAt: string;
                      /** @description The last edit's time; null when never edited */
                      editedAt: string | null;
                      /** @description A reply: the post it answers; null for a post that starts a thread */
                      replyTo: {
                        /** @description The parent post */
                        _id: string;
                        /** @description The parent's author; empty when the parent was deleted */
                        username: string;
                      } | null;
                      /** @description A post from another server: its page there ('View on original server') */
                      originalUrl?: string;
                      /** @description Ids of the users who like it */
                      likes: string[];
                      /** @description Its direct replies, oldest first */
                      replies: {
                        _id: string;
                        postId: string;
                        userId: string;
                        username: string;
                        userProfilePic: string;
                        text: string;
                        /** Format: date-time */
                        createdAt: string;
                      }[];
                      likesCount: number;
                      /** @description How many direct replies (`replies.length`); `replyCount` too */
                      repliesCount: number;
                      /** @description How many direct replies you may see (placeholders of deleted ones not counted) */
                      replyCount: number;
                      repostsCount: number;
                      /** @description The reposted post; null for an ordinary post or when the original is gone or hidden */
                      repostOf: {
                        _id: string;
                        postedBy: {
                          _id: string;
                          username: string;
                          name: string;
                          profilePic: string;
                        };
                        text: string;
                        /** @description /media/… URL of the image */
                        img: string | null;
                        /** @description /media/… URL of the video */
                        video: string | null;
                        /** @description /media/… URL of a still of the video */
                        posterUrl: string | null;
                        /** @description The video's width as shown (rotation applied); null without a video */
                        videoWidth: number | null;
                        /** @description The video's height as shown (rotation applied); null without a video */
                        videoHeight: number | null;
                        /** @description The image's width; null without an image or when unknown (a remote image) */
                        imgWidth: number | null;
                        /** @description The image's height; null without an image or when unknown (a remote image) */
                        imgHeight: number | null;
                        /** @description The image's BlurHash (https://blurha.sh), to paint while it loads; null or absent without one (older media) */
                        imgBlurhash?: string | null;
                        /** @description The image's alt text; empty when none */
                        imgAlt: string;
                        /** @description A content warning hiding the text and media until opened; empty when none */
                        spoiler: string;
                        /** Format: date-time */
                        createdAt: string;
                        /** @description The last edit's time; null when never edited */
                        editedAt: string | null;
                        /** @description A reply: the post it answers; null for a post that starts a thread */
                        replyTo: {
                          /** @description The parent post */
                          _id: string;
                          /** @description The parent's author; empty when the parent was deleted */
                          username: string;
                        } | null;
                        /** @description A post from another server: its page there ('View on original server') */
                        originalUrl?: string;
                      } | null;
                      /** @description A repost without a message: its text, media, likes, replies and counts are the original's, and likes, replies, bookmarks and reposts act on the original */
                      plainRepost: boolean;
                      /** @description A quote whose original you may not see (blocked, muted in feeds, or its author frozen or suspended): `repostOf` is null; show "post unavailable" */
                      quotedUnavailable: boolean;
                      /** @description Whether you bookmarked it; only when logged in */
                      bookmarked?: boolean;
                      /** @description Whether you plainly reposted it (its original, for a plain repost); false when not logged in */
                      reposted: boolean;
                      /** @description Home feed only: the people you follow (you included) who plainly reposted it; the post shows once, at its newest repost */
                      repostedBy?: {
                        /** @description The newest few, newest first */
                        people: {
                          _id: string;
                          username: string;
                          name: string;
                          profilePic: string;
                        }[];
                        count: number;
                      };
                    }
                  | {
                      _id: string;
                      /** @description `deleted`: "This post was deleted." (it had replies); `unavailable`: "This post is unavailable." (its author is blocked, frozen or suspended) */
                      hidden: 'deleted' | 'unavailable';
                      /** @description How many direct replies you may see */
                      replyCount: number;
                    };
                /** @description Its first replies, oldest first (at most two) */
                replies: {
                  _id: string;
                  postedBy: {
                    _id: string;
                    username: string;
                    name: string;
                    profilePic: string;
                  };
                  text: string;
                  /** @description /media/… URL of the image */
                  img: string | null;
                  /** @description /media/… URL of the video */
                  video: string | null;
                  /** @description /media/… URL of a still of the video */
                  posterUrl: string | null;
                  /** @description The video's width as shown (rotation applied); null without a video */
                  videoWidth: number | null;
                  /** @description The video's height as shown (rotation applied); null without a video */
                  videoHeight: number | null;
                  /** @description The image's width; null without an image or when unknown (a remote image) */
                  imgWidth: number | null;
                  /** @description The image's height; null without an image or when unknown (a remote image) */
                  imgHeight: number | null;
                  /** @description The image's BlurHash (https://blurha.sh), to paint while it loads; null or absent without one (older media) */
                  imgBlurhash?: string | null;
                  /** @description The image's alt text; empty when none */
                  imgAlt: string;
                  /** @description A content warning hiding the text and media until opened; empty when none */
                  spoiler: string;
                  /** Format: date-time */
                  createdAt: string;
                  /** @description The last edit's time; null when never edited */
                  editedAt: string | null;
                  /** @description A reply: the post it answers; null for a post that starts a thread */
                  replyTo: {
                    /** @description The parent post */
                    _id: string;
                    /** @description The parent's author; empty when the parent was deleted */
                    username: string;
                  } | null;
                  /** @description A post from another server: its page there ('View on original server') */
                  originalUrl?: string;
                  /** @description Ids of the users who like it */
                  likes: string[];
                  /** @description Its direct replies, oldest first */
                  replies: {
                    _id: string;
                    postId: string;
                    userId: string;
                    username: string;
                    userProfilePic: string;
                    text: string;
                    /** Format: date-time */
                    createdAt: string;
                  }[];
                  likesCount: number;
                  /** @description How many direct replies (`replies.length`); `replyCount` too */
                  repliesCount: number;
                  /** @description How many direct replies you may see (placeholders of deleted ones not counted) */
                  replyCount: number;
                  repostsCount: number;
                  /** @description The reposted post; null for an ordinary post or when the original is gone or hidden */
                  repostOf: {
                    _id: string;
                    postedBy: {
                      _id: string;
                      username: string;
                      name: string;
                      profilePic: string;
                    };
                    text: string;
                    /** @description /media/… URL of the image */
                    img: string | null;
                    /** @description /media/… URL of the video */
                    video: string | null;
                    /** @description /media/… URL of a still of the video */
                    posterUrl: string | null;
                    /** @description The video's width as shown (rotation applied); null without a video */
                    videoWidth: number | null;
                    /** @description The video's height as shown (rotation applied); null without a video */
                    videoHeight: number | null;
                    /** @description The image's width; null without an image or when unknown (a remote image) */
                    imgWidth: number | null;
                    /** @description The image's height; null without an image or when unknown (a remote image) */
                    imgHeight: number | null;
                    /** @description The image's BlurHash (https://blurha.sh), to paint while it loads; null or absent without one (older media) */
                    imgBlurhash?: string | null;
                    /** @description The image's alt text; empty when none */
                    imgAlt: string;
                    /** @description A content warning hiding the text and media until opened; empty when none */
                    spoiler: string;
                    /** Format: date-time */
                    createdAt: string;
                    /** @description The last edit's time; null when never edited */
                    editedAt: string | null;
                    /** @description A reply: the post it answers; null for a post that starts a thread */
                    replyTo: {
                      /** @description The parent post */
                      _id: string;
                      /** @description The parent's author; empty when the parent was deleted */
                      username: string;
                    } | null;
                    /** @description A post from another server: its page there ('View on original server') */
                    originalUrl?: string;
                  } | null;
                  /** @description A repost without a message: its text, media, likes, replies and counts are the original's, and likes, replies, bookmarks and reposts act on the original */
                  plainRepost: boolean;
                  /** @description A quote whose original you may not see (blocked, muted in feeds, or its author frozen or suspended): `repostOf` is null; show "post unavailable" */
                  quotedUnavailable: boolean;
                  /** @description Whether you bookmarked it; only when logged in */
                  bookmarked?: boolean;
                  /** @description Whether you plainly reposted it (its original, for a plain repost); false when not logged in */
                  reposted: boolean;
                  /** @description Home feed only: the people you follow (you included) who plainly reposted it; the post shows once, at its newest repost */
                  repostedBy?: {
                    /** @description The newest few, newest first */
                    people: {
                      _id: string;
                      username: string;
                      name: string;
                      profilePic: string;
                    }[];
                    count: number;
                  };
                }[];
                /** @description How many more replies it has (open its thread for them) */
                moreReplies: number;
              }[];
            };
          };
        };
        /** @description Invalid input */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "error": "page must be a whole number from 1 to 500",
             *       "code": "PAGE_INVALID"
             *     }
             */
            'application/json': {
              /** @description Shown to people as is, in the request's language */
              error: string;
              /**
               * @description Stable, for programs: the same in every language
               * @enum {string}
               */
              code: 'PAGE_INVALID';
            };
          };
        };
        /** @description Not found */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "error": "Post not found",
             *       "code": "POST_NOT_FOUND"
             *     }
             */
            'application/json': {
              /** @description Shown to people as is, in the request's language */
              error: string;
              /**
               * @description Stable, for programs: the same in every language
               * @enum {string}
               */
              code: 'POST_NOT_FOUND';
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
  '/api/posts/bookmark/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Bookmark a post, or remove the bookmark if it is there (private: nobody is told) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Toggled */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "bookmarked": true
             *     }
             */
            'application/json': {
              bookmarked: boolean;
            };
          };
        };
        /** @description Not logged in */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "error": "You must be logged in",
             *       "code": "LOGIN_REQUIRED"
             *     }
             */
            'application/json': {
              /** @description Shown to people as is, in the request's language */
              error: string;
              /**
               * @description Stable, for programs: the same in every language
               * @enum {string}
               */
              code: 'LOGIN_REQUIRED';
            };
          };
        };
        /** @description Not allowed */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "error": "You cannot interact with this user",
             *       "code": "USER_BLOCKED"
             *     }
             */
            'application/json': {
              /** @description Shown to people as is, in the request's language */
              error: string;
              /**
               * @description Stable, for programs: the same in every language
               * @enum {string}
               */
              code: 'USER_BLOCKED';
            };
          };
        };
        /** @description Not found */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "error": "Post not found",
             *       "code": "POST_NOT_FOUND"
             *     }
             */
            'application/json': {
              /** @description Shown to people as is, in the request's language */
              error: string;
              /**
               * @description Stable, for programs: the same in every language
               * @enum {string}
               */
              code: 'POST_NOT_FOUND';
            };
          };
        };
        /** @description Rate limited; `Retry-After` says when to try again */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "error": "You are bookmarking too fast. Please slow down.",
             *       "code": "BOOKMARKING_TOO_FAST"
             *     }
             */
            'application/json': {
              /** @description Shown to people as is, in the request's language */
              error: string;
              /**
               * @description Stable, for programs: the same in every language
               * @enum {string}
               */
              code: 'BOOKMARKING_TOO_FAST';
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
  '/api/posts/bookmarks': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Your bookmarked posts, most recently bookmarked first, 20 a page (?before=<last post id>) */
    get: {
      parameters: {
        query?: {
          before?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Posts, newest first */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example [
             *       {
             *         "_id": "01JD8Y0A1B2C3D4E5F6G7H8J9K",
             *         "postedBy": {
             *           "_id": "01JD8X7Q4K2M5N6P7R8S9T0V1W",
             *           "username": "janedoe",
             *           "name": "Jane Doe",
             *           "profilePic": "/media/01jd8x7q4k2m5n6p7r8s9t0v1w.webp"
             *         },
             *         "text": "Evening at the lake",
             *         "img": "/media/01jd8y0a1b2c3d4e5f6g7h8j9k.webp",
             *         "video": null,
             *         "posterUrl": null,
             *         "videoWidth": null,
             *         "videoHeight": null,
             *         "imgWidth": 1440,
             *         "imgHeight": 1080,
             *         "imgBlurhash": "LKO2?U%2Tw=w]~RBVZRi};RPxuwH",
             *         "imgAlt": "The lake at dusk, a rowing boat at the jetty",
             *         "spoiler": "",
             *         "createdAt": "2026-11-20T18:00:00.000Z",
             *         "editedAt": null,
             *         "replyTo": null,
             *         "likes": [
             *           "01JD8X9A1B2C3D4E5F6G7H8J9K"
             *         ],
             *         "replies": [
             *           {
             *             "_id": "01JD8YB3C4D5E6F7G8H9J0K1M2",
             *             "postId": "01JD8Y0A1B2C3D4E5F6G7H8J9K",
             *             "userId": "01JD8X9A1B2C3D4E5F6G7H8J9K",
             *             "username": "sam",
             *             "userProfilePic": "",
             *             "text": "Lovely light!",
             *             "createdAt": "2026-11-20T18:05:00.000Z"
             *           }
             *         ],
             *         "likesCount": 1,
             *         "repliesCount": 1,
             *         "replyCount": 1,
             *         "repostsCount": 0,
             *         "repostOf": null,
             *         "plainRepost": false,
             *         "quotedUnavailable": false,
             *         "bookmarked": false,
             *         "reposted": false
             *       }
             *     ]
             */
            'application/json': {
              _id: string;
              postedBy: {
                _id: string;
                username: string;
                name: string;
                profilePic: string;
              };
              text: string;
              /** @description /media/… URL of the image */
              img: string | null;
              /** @description /media/… URL of the video */
              video: string | null;
              /** @description /media/… URL of a still of the video */
              posterUrl: string | null;
              /** @description The video's width as shown (rotation applied); null without a video */
              videoWidth: number | null;
              /** @description The video's height as shown (rotation applied); null without a video */
              videoHeight: number | null;
              /** @description The image's width; null without an image or when unknown (a remote image) */
              imgWidth: number | null;
              /** @description The image's height; null without an image or when unknown (a remote image) */
              imgHeight: number | null;
              /** @description The image's BlurHash (https://blurha.sh), to paint while it loads; null or absent without one (older media) */
              imgBlurhash?: string | null;
              /** @description The image's alt text; empty when none */
              imgAlt: string;
              /** @description A content warning hiding the text and media until opened; empty when none */
              spoiler: string;
              /** Format: date-time */
              createdAt: string;
              /** @description The last edit's time; null when never edited */
              editedAt: string | null;
              /** @description A reply: the post it answers; null for a post that starts a thread */
              replyTo: {
                /** @description The parent post */
                _id: string;
                /** @description The parent's author; empty when the parent was deleted */
                username: string;
              } | null;
              /** @description A post from another server: its page there ('View on original server') */
              originalUrl?: string;
              /** @description Ids of the users who like it */
              likes: string[];
              /** @description Its direct replies, oldest first */
              replies: {
                _id: string;
                postId: string;
                userId: string;
                username: string;
                userProfilePic: string;
                text: string;
                /** Format: date-time */
                createdAt: string;
              }[];
              likesCount: number;
              /** @description How many direct replies (`replies.length`); `replyCount` too */
              repliesCount: number;
              /** @description How many direct replies you may see (placeholders of deleted ones not counted) */
              replyCount: number;
              repostsCount: number;
              /** @description The reposted post; null for an ordinary post or when the original is gone or hidden */
              repostOf: {
                _id: string;
                postedBy: {
                  _id: string;
                  username: string;
                  name: string;
                  profilePic: string;
                };
                text: string;
                /** @description /media/… URL of the image */
                img: string | null;
                /** @description /media/… URL of the video */
                video: string | null;
                /** @description /media/… URL of a still of the video */
                posterUrl: string | null;
                /** @description The video's width as shown (rotation applied); null without a video */
                videoWidth: number | null;
                /** @description The video's height as shown (rotation applied); null without a video */
                videoHeight: number | null;
                /** @description The image's width; null without an image or when unknown (a remote image) */
                imgWidth: number | null;
                /** @description The image's height; null without an image or when unknown (a remote image) */
                imgHeight: number | null;
                /** @description The image's BlurHash (https://blurha.sh), to paint while it loads; null or absent without one (older media) */
                imgBlurhash?: string | null;
                /** @description The image's alt text; empty when none */
                imgAlt: string;
                /** @description A content warning hiding the text and media until opened; empty when none */
                spoiler: string;
                /** Format: date-time */
                createdAt: string;
                /** @description The last edit's time; null when never edited */
                editedAt: string | null;
                /** @description A reply: the post it answers; null for a post that starts a thread */
                replyTo: {
                  /** @description The parent post */
                  _id: string;
                  /** @description The parent's author; empty when the parent was deleted */
                  username: string;
                } | null;
                /** @description A post from another server: its page there ('View on original server') */
                originalUrl?: string;
              } | null;
              /** @description A repost without a message: its text, media, likes, replies and counts are the original's, and likes, replies, bookmarks and reposts act on the original */
              plainRepost: boolean;
              /** @description A quote whose original you may not see (blocked, muted in feeds, or its author frozen or suspended): `repostOf` is null; show "post unavailable" */
              quotedUnavailable: boolean;
              /** @description Whether you bookmarked it; only when logged in */
              bookmarked?: boolean;
              /** @description Whether you plainly reposted it (its original, for a plain repost); false when not logged in */
              reposted: boolean;
              /** @description Home feed only: the people you follow (you included) who plainly reposted it; the post shows once, at its newest repost */
              repostedBy?: {
                /** @description The newest few, newest first */
                people: {
                  _id: string;
                  username: string;
                  name: string;
                  profilePic: string;
                }[];
                count: number;
              };
            }[];
          };
        };
        /** @description Invalid input */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "error": "before must be a post on your bookmarks",
             *       "code": "BOOKMARK_CURSOR_INVALID"
             *     }
             */
            'application/json': {
              /** @description Shown to people as is, in the request's language */
              error: string;
              /**
               * @description Stable, for programs: the same in every language
               * @enum {string}
               */
              code: 'BOOKMARK_CURSOR_INVALID';
            };
          };
        };
        /** @description Not logged in */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "error": "You must be logged in",
             *       "code": "LOGIN_REQUIRED"
             *     }
             */
            'application/json': {
              /** @description Shown to people as is, in the request's language */
              error: string;
              /**
               * @description Stable, for programs: the same in every language
               * @enum {string}
               */
              code: 'LOGIN_REQUIRED';
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
  '/api/posts/tag/{tag}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Posts with a hashtag, newest first, 20 a page (?before=<last post id>) */
    get: {
      parameters: {
        query?: {
          before?: string;
        };
        header?: never;
        path: {
          /** @description The tag, with or without `#`, any case */
          tag: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Posts, newest first */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example [
             *       {
             *         "_id": "01JD8Y0A1B2C3D4E5F6G7H8J9K",
             *         "postedBy": {
             *           "_id": "01JD8X7Q4K2M5N6P7R8S9T0V1W",
             *           "username": "janedoe",
             *           "name": "Jane Doe",
             *           "profilePic": "/media/01jd8x7q4k2m5n6p7r8s9t0v1w.webp"
             *         },
             *         "text": "Evening at the lake",
             *         "img": "/media/01jd8y0a1b2c3d4e5f6g7h8j9k.webp",
             *         "video": null,
             *         "posterUrl": null,
             *         "videoWidth": null,
             *         "videoHeight": null,
             *         "imgWidth": 1440,
             *         "imgHeight": 1080,
             *         "imgBlurhash": "LKO2?U%2Tw=w]~RBVZRi};RPxuwH",
             *         "imgAlt": "The lake at dusk, a rowing boat at the jetty",
             *         "spoiler": "",
             *         "createdAt": "2026-11-20T18:00:00.000Z",
             *         "editedAt": null,
             *         "replyTo": null,
             *         "likes": [
             *           "01JD8X9A1B2C3D4E5F6G7H8J9K"
             *         ],
             *         "replies": [
             *           {
             *             "_id": "01JD8YB3C4D5E6F7G8H9J0K1M2",
             *             "postId": "01JD8Y0A1B2C3D4E5F6G7H8J9K",
             *             "userId": "01JD8X9A1B2C3D4E5F6G7H8J9K",
             *             "username": "sam",
             *             "userProfilePic": "",
             *             "text": "Lovely light!",
             *             "createdAt": "2026-11-20T18:05:00.000Z"
             *           }
             *         ],
             *         "likesCount": 1,
             *         "repliesCount": 1,
             *         "replyCount": 1,
             *         "repostsCount": 0,
             *         "repostOf": null,
             *         "plainRepost": false,
             *         "quotedUnavailable": false,
             *         "bookmarked": false,
             *         "reposted": false
             *       }
             *     ]
             */
            'application/json': {
              _id: string;
              postedBy: {
                _id: string;
                username: string;
                name: string;
                profilePic: string;
              };
              text: string;
              /** @description /media/… URL of the image */
              img: string | null;
              /** @description /media/… URL of the video */
              video: string | null;
              /** @description /media/… URL of a still of the video */
              posterUrl: string | null;
              /** @description The video's width as shown (rotation applied); null without a video */
              videoWidth: number | null;
              /** @description The video's height as shown (rotation applied); null without a video */
              videoHeight: number | null;
              /** @description The image's width; null without an image or when unknown (a remote image) */
              imgWidth: number | null;
              /** @description The image's height; null without an image or when unknown (a remote image) */
              imgHeight: number | null;
              /** @description The image's BlurHash (https://blurha.sh), to paint while it loads; null or absent without one (older media) */
              imgBlurhash?: string | null;
              /** @description The image's alt text; empty when none */
              imgAlt: string;
              /** @description A content warning hiding the text and media until opened; empty when none */
              spoiler: string;
              /** Format: date-time */
              createdAt: string;
              /** @description The last edit's time; null when never edited */
              editedAt: string | null;
              /** @description A reply: the post it answers; null for a post that starts a thread */
              replyTo: {
                /** @description The parent post */
                _id: string;
                /** @description The parent's author; empty when the parent was deleted */
                username: string;
              } | null;
              /** @description A post from another server: its page there ('View on original server') */
              originalUrl?: string;
              /** @description Ids of the users who like it */
              likes: string[];
              /** @description Its direct replies, oldest first */
              replies: {
                _id: string;
                postId: string;
                userId: string;
                username: string;
                userProfilePic: string;
                text: string;
                /** Format: date-time */
                createdAt: string;
              }[];
              likesCount: number;
              /** @description How many direct replies (`replies.length`); `replyCount` too */
              repliesCount: number;
              /** @description How many direct replies you may see (placeholders of deleted ones not counted) */
              replyCount: number;
              repostsCount: number;
              /** @description The reposted post; null for an ordinary post or when the original is gone or hidden */
              repostOf: {
                _id: string;
                postedBy: {
                  _id: string;
                  username: string;
                  name: string;
                  profilePic: string;
                };
                text: string;
                /** @description /media/… URL of the image */
                img: string | null;
                /** @description /media/… URL of the video */
                video: string | null;
                /** @description /media/… URL of a still of the video */
                posterUrl: string | null;
                /** @description The video's width as shown (rotation applied); null without a video */
                videoWidth: number | null;
                /** @description The video's height as shown (rotation applied); null without a video */
                videoHeight: number | null;
                /** @description The image's width; null without an image or when unknown (a remote image) */
                imgWidth: number | null;
                /** @description The image's height; null without an image or when unknown (a remote image) */
                imgHeight: number | null;
                /** @description The image's BlurHash (https://blurha.sh), to paint while it loads; null or absent without one (older media) */
                imgBlurhash?: string | null;
                /** @description The image's alt text; empty when none */
                imgAlt: string;
                /** @description A content warning hiding the text and media until opened; empty when none */
                spoiler: string;
                /** Format: date-time */
                createdAt: string;
                /** @description The last edit's time; null when never edited */
                editedAt: string | null;
                /** @description A reply: the post it answers; null for a post that starts a thread */
                replyTo: {
                  /** @description The parent post */
                  _id: string;
                  /** @description The parent's author; empty when the parent was deleted */
                  username: string;
                } | null;
                /** @description A post from another server: its page there ('View on original server') */
                originalUrl?: string;
              } | null;
              /** @description A repost without a message: its text, media, likes, replies and counts are the original's, and likes, replies, bookmarks and reposts act on the original */
              plainRepost: boolean;
              /** @description A quote whose original you may not see (blocked, muted in feeds, or its author frozen or suspended): `repostOf` is null; show "post unavailable" */
              quotedUnavailable: boolean;
              /** @description Whether you bookmarked it; only when logged in */
              bookmarked?: boolean;
              /** @description Whether you plainly reposted it (its original, for a plain repost); false when not logged in */
              reposted: boolean;
              /** @description Home feed only: the people you follow (you included) who plainly reposted it; the post shows once, at its newest repost */
              repostedBy?: {
                /** @description The newest few, newest first */
                people: {
                  _id: string;
                  username: string;
                  name: string;
                  profilePic: string;
                }[];
                count: number;
              };
            }[];
          };
        };
        /** @description Invalid input */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "error": "A tag is 1 to 50 letters, digits or _, with at least one letter",
             *       "code": "TAG_INVALID"
             *     }
             */
            'application/json': {
              /** @description Shown to people as is, in the request's language */
              error: string;
              /**
               * @description Stable, for programs: the same in every language
               * @enum {string}
               */
              code: 'TAG_INVALID';
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
  '/api/tags/trending': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The most used hashtags of the last 24 hours, by distinct posts */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Up to 10 tags, the most used first */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example [
             *       {
             *         "tag": "cats",
             *         "posts": 12
             *       },
             *       {
             *         "tag": "sunday",
             *         "posts": 4
             *       }
             *     ]
             */
            'application/json': {
              /** @description Lower case, without `#` */
              tag: string;
              /** @description Distinct posts (repost messages included) with the tag in the last 24 hours */
              posts: number;
            }[];
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
  '/api/posts/search': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Posts with every word of `q` (each also as a prefix), newest first, 20 a page (?before=<last post id>) */
    get: {
      parameters: {
        query?: {
          /**
           * @description Words to find, at most 200 characters
           * @example sleep cat
           */
          q?: string;
          before?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Posts, newest first */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example [
             *       {
             *         "_id": "01JD8Y0A1B2C3D4E5F6G7H8J9K",
             *         "postedBy": {
             *           "_id": "01JD8X7Q4K2M5N6P7R8S9T0V1W",
             *           "username": "janedoe",
             *           "name": "Jane Doe",
             *           "profilePic": "/media/01jd8x7q4k2m5n6p7r8s9t0v1w.webp"
             *         },
             *         "text": "Evening at the lake",
             *         "img": "/media/01jd8y0a1b2c3d4e5f6g7h8j9k.webp",
             *         "video": null,
             *         "posterUrl": null,
             *         "videoWidth": null,
             *         "videoHeight": null,
             *         "imgWidth": 1440,
             *         "imgHeight": 1080,
             *         "imgBlurhash": "LKO2?U%2Tw=w]~RBVZRi};RPxuwH",
             *         "imgAlt": "The lake at dusk, a rowing boat at the jetty",
             *         "spoiler": "",
             *         "createdAt": "2026-11-20T18:00:00.000Z",
             *         "editedAt": null,
             *         "replyTo": null,
             *         "likes": [
             *           "01JD8X9A1B2C3D4E5F6G7H8J9K"
             *         ],
             *         "replies": [
             *           {
             *             "_id": "01JD8YB3C4D5E6F7G8H9J0K1M2",
             *             "postId": "01JD8Y0A1B2C3D4E5F6G7H8J9K",
             *             "userId": "01JD8X9A1B2C3D4E5F6G7H8J9K",
             *             "username": "sam",
             *             "userProfilePic": "",
             *             "text": "Lovely light!",
             *             "createdAt": "2026-11-20T18:05:00.000Z"
             *           }
             *         ],
             *         "likesCount": 1,
             *         "repliesCount": 1,
             *         "replyCount": 1,
             *         "repostsCount": 0,
             *         "repostOf": null,
             *         "plainRepost": false,
             *         "quotedUnavailable": false,
             *         "bookmarked": false,
             *         "reposted": false
             *       }
             *     ]
             */
            'application/json': {
              _id: string;
              postedBy: {
                _id: string;
                username: string;
                name: string;
                profilePic: string;
              };
              text: string;
              /** @description /media/… URL of the image */
              img: string | null;
              /** @description /media/… URL of the video */
              video: string | null;
              /** @description /media/… URL of a still of the video */
              posterUrl: string | null;
              /** @description The video's width as shown (rotation applied); null without a video */
              videoWidth: number | null;
              /** @description The video's height as shown (rotation applied); null without a video */
              videoHeight: number | null;
              /** @description The image's width; null without an image or when unknown (a remote image) */
              imgWidth: number | null;
              /** @description The image's height; null without an image or when unknown (a remote image) */
              imgHeight: number | null;
              /** @description The image's BlurHash (https://blurha.sh), to paint while it loads; null or absent without one (older media) */
              imgBlurhash?: string | null;
              /** @description The image's alt text; empty when none */
              imgAlt: string;
              /** @description A content warning hiding the text and media until opened; empty when none */
              spoiler: string;
              /** Format: date-time */
              createdAt: string;
              /** @description The last edit's time; null when never edited */
              editedAt: string | null;
              /** @description A reply: the post it answers; null for a post that starts a thread */
              replyTo: {
                /** @description The parent post */
                _id: string;
                /** @description The parent's author; empty when the parent was deleted */
                username: string;
              } | null;
              /** @description A post from another server: its page there ('View on original server') */
              originalUrl?: string;
              /** @description Ids of the users who like it */
              likes: string[];
              /** @description Its direct replies, oldest first */
              replies: {
                _id: string;
                postId: string;
                userId: string;
                username: string;
                userProfilePic: string;
                text: string;
                /** Format: date-time */
                createdAt: string;
              }[];
              likesCount: number;
              /** @description How many direct replies (`replies.length`); `replyCount` too */
              repliesCount: number;
              /** @description How many direct replies you may see (placeholders of deleted ones not counted) */
              replyCount: number;
              repostsCount: number;
              /** @description The reposted post; null for an ordinary post or when the original is gone or hidden */
              repostOf: {
                _id: string;
                postedBy: {
                  _id: string;
                  username: string;
                  name: string;
                  profilePic: string;
                };
                text: string;
                /** @description /media/… URL of the image */
                img: string | null;
                /** @description /media/… URL of the video */
                video: string | null;
                /** @description /media/… URL of a still of the video */
                posterUrl: string | null;
                /** @description The video's width as shown (rotation applied); null without a video */
                videoWidth: number | null;
                /** @description The video's height as shown (rotation applied); null without a video */
                videoHeight: number | null;
                /** @description The image's width; null without an image or when unknown (a remote image) */
                imgWidth: number | null;
                /** @description The image's height; null without an image or when unknown (a remote image) */
                imgHeight: number | null;
                /** @description The image's BlurHash (https://blurha.sh), to paint while it loads; null or absent without one (older media) */
                imgBlurhash?: string | null;
                /** @description The image's alt text; empty when none */
                imgAlt: string;
                /** @description A content warning hiding the text and media until opened; empty when none */
                spoiler: string;
                /** Format: date-time */
                createdAt: string;
                /** @description The last edit's time; null when never edited */
                editedAt: string | null;
                /** @description A reply: the post it answers; null for a post that starts a thread */
                replyTo: {
                  /** @description The parent post */
                  _id: string;
                  /** @description The parent's author; empty when the parent was deleted */
                  username: string;
                } | null;
                /** @description A post from another server: its page there ('View on original server') */
                originalUrl?: string;
              } | null;
              /** @description A repost without a message: its text, media, likes, replies and counts are the original's, and likes, replies, bookmarks and reposts act on the original */
              plainRepost: boolean;
              /** @description A quote whose original you may not see (blocked, muted in feeds, or its author frozen or suspended): `repostOf` is null; show "post unavailable" */
              quotedUnavailable: boolean;
              /** @description Whether you bookmarked it; only when logged in */
              bookmarked?: boolean;
              /** @description Whether you plainly reposted it (its original, for a plain repost); false when not logged in */
              reposted: boolean;
              /** @description Home feed only: the people you follow (you included) who plainly reposted it; the post shows once, at its newest repost */
              repostedBy?: {
                /** @description The newest few, newest first */
                people: {
                  _id: string;
                  username: string;
                  name: string;
                  profilePic: string;
                }[];
                count: number;
              };
            }[];
          };
        };
        /** @description Invalid input */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "error": "Search for 1 to 200 characters with at least one word",
             *       "code": "SEARCH_QUERY_INVALID"
             *     }
             */
            'application/json': {
              /** @description Shown to people as is, in the request's language */
              error: string;
              /**
               * @description Stable, for programs: the same in every language
               * @enum {string}
               */
              code: 'SEARCH_QUERY_INVALID';
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
  '/api/notifications': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Your notifications, newest first, likes and reposts of a post grouped (?before=<last id> for more) */
    get: {
      parameters: {
        query?: {
          before?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Newest first; a group (likes or reposts of one post within a day) is listed once, as its newest notification. Marking it read marks the group read. */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example [
             *       {
             *         "_id": "01JD8Z4M5N6P7Q8R9S0T1V2W3X",
             *         "type": "like",
             *         "message": "maya and 3 others liked your post",
             *         "kind": "like",
             *         "target": "post",
             *         "actors": [
             *           {
             *             "username": "maya"
             *           }
             *         ],
             *         "isRead": false,
             *         "createdAt": "2026-11-20T21:40:00.000Z",
             *         "senderId": {
             *           "_id": "01JD8XA0B1C2D3E4F5G6H7J8K9",
             *           "username": "maya",
             *           "name": "Maya Ito",
             *           "profilePic": ""
             *         },
             *         "postId": "01JD8Y0A1B2C3D4E5F6G7H8J9K",
             *         "replyId": null,
             *         "count": 4,
             *         "groupKey": "01JD8Z1A2B3C4D5E6F7G8H9J0K"
             *       },
             *       {
             *         "_id": "01JD8Z1A2B3C4D5E6F7G8H9J0K",
             *         "type": "like",
             *         "message": "sam liked your post",
             *         "kind": "like",
             *         "target": "post",
             *         "actors": [
             *           {
             *             "username": "sam"
             *           }
             *         ],
             *         "isRead": false,
             *         "createdAt": "2026-11-20T18:06:00.000Z",
             *         "senderId": {
             *           "_id": "01JD8X9A1B2C3D4E5F6G7H8J9K",
             *           "username": "sam",
             *           "name": "Sam Lee",
             *           "profilePic": ""
             *         },
             *         "postId": "01JD8Y0A1B2C3D4E5F6G7H8J9K",
             *         "replyId": null,
             *         "count": 1,
             *         "groupKey": "01JD8Z1A2B3C4D5E6F7G8H9J0K"
             *       }
             *     ]
             */
            'application/json': {
              _id: string;
              type: 'follow' | 'like' | 'reply' | 'repost' | 'mention';
              /** @description The English sentence, for clients that do not word it themselves */
              message: string;
              /** @description What happened (the type): with target and actors, to word it */
              kind?: string;
              /** @description On the recipient's post or reply; null for a follow */
              target?: 'post' | 'reply' | null;
              /** @description Who did it, the newest first */
              actors?: {
                username: string;
              }[];
              isRead: boolean;
              /** Format: date-time */
              createdAt: string;
              /** @description Who caused it */
              senderId: {
                _id: string;
                username: string;
                name: string;
                profilePic: string;
              };
              /** @description The post it is about; null for follows */
              postId: string | null;
              /** @description For a reply: the reply, shown on the post page; null otherwise */
              replyId: string | null;
              /** @description How many people it stands for: likes (or reposts) of one post within a day of the first are one notification, shown as its newest ("maya and 3 others liked your post") */
              count: number;
              /** @description The same for every notification of a group; a live notification replaces the one with its key */
              groupKey: string;
            }[];
          };
        };
        /** @description Not logged in */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "error": "You must be logged in",
             *       "code": "LOGIN_REQUIRED"
             *     }
             */
            'application/json': {
              /** @description Shown to people as is, in the request's language */
              error: string;
              /**
               * @description Stable, for programs: the same in every language
               * @enum {string}
               */
              code: 'LOGIN_REQUIRED';
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
  '/api/notifications/unread-count': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** How many of your notifications (a group counting once) are unread */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Unread */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "count": 3
             *     }
             */
            'application/json': {
              count: number;
            };
          };
        };
        /** @description Not logged in */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "error": "You must be logged in",
             *       "code": "LOGIN_REQUIRED"
             *     }
             */
            'application/json': {
              /** @description Shown to people as is, in the request's language */
              error: string;
              /**
               * @description Stable, for programs: the same in every language
               * @enum {string}
               */
              code: 'LOGIN_REQUIRED';
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
  '/api/notifications/read-all': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Mark all your notifications read */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Done */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "success": true
             *     }
             */
            'application/json': {
              success: boolean;
            };
          };
        };
        /** @description Not logged in */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "error": "You must be logged in",
             *       "code": "LOGIN_REQUIRED"
             *     }
             */
            'application/json': {
              /** @description Shown to people as is, in the request's language */
              error: string;
              /**
               * @description Stable, for programs: the same in every language
               * @enum {string}
               */
              code: 'LOGIN_REQUIRED';
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
  '/api/notifications/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Mark one of your notifications read, with the rest of its group */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description A notification, or the newest of a group of them */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "_id": "01JD8Z4M5N6P7Q8R9S0T1V2W3X",
             *       "type": "like",
             *       "message": "maya and 3 others liked your post",
             *       "kind": "like",
             *       "target": "post",
             *       "actors": [
             *         {
             *           "username": "maya"
             *         }
             *       ],
             *       "isRead": false,
             *       "createdAt": "2026-11-20T21:40:00.000Z",
             *       "senderId": {
             *         "_id": "01JD8XA0B1C2D3E4F5G6H7J8K9",
             *         "username": "maya",
             *         "name": "Maya Ito",
             *         "profilePic": ""
             *       },
             *       "postId": "01JD8Y0A1B2C3D4E5F6G7H8J9K",
             *       "replyId": null,
             *       "count": 4,
             *       "groupKey": "01JD8Z1A2B3C4D5E6F7G8H9J0K"
             *     }
             */
            'application/json': {
              _id: string;
              type: 'follow' | 'like' | 'reply' | 'repost' | 'mention';
              /** @description The English sentence, for clients that do not word it themselves */
              message: string;
              /** @description What happened (the type): with target and actors, to word it */
              kind?: string;
              /** @description On the recipient's post or reply; null for a follow */
              target?: 'post' | 'reply' | null;
              /** @description Who did it, the newest first */
              actors?: {
                username: string;
              }[];
              isRead: boolean;
              /** Format: date-time */
              createdAt: string;
              /** @description Who caused it */
              senderId: {
                _id: string;
                username: string;
                name: string;
                profilePic: string;
              };
              /** @description The post it is about; null for follows */
              postId: string | null;
              /** @description For a reply: the reply, shown on the post page; null otherwise */
              replyId: string | null;
              /** @description How many people it stands for: likes (or reposts) of one post within a day of the first are one notification, shown as its newest ("maya and 3 others liked your post") */
              count: number;
              /** @description The same for every notification of a group; a live notification replaces the one with its key */
              groupKey: string;
            };
          };
        };
        /** @description Not logged in */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "error": "You must be logged in",
             *       "code": "LOGIN_REQUIRED"
             *     }
             */
            'application/json': {
              /** @description Shown to people as is, in the request's language */
              error: string;
              /**
               * @description Stable, for programs: the same in every language
               * @enum {string}
               */
              code: 'LOGIN_REQUIRED';
            };
          };
        };
        /** @description Not found */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "error": "Notification not found",
             *       "code": "NOTIFICATION_NOT_FOUND"
             *     }
             */
            'application/json': {
              /** @description Shown to people as is, in the request's language */
              error: string;
              /**
               * @description Stable, for programs: the same in every language
               * @enum {string}
               */
              code: 'NOTIFICATION_NOT_FOUND';
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
  '/api/messages': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Send a message to a person (the first one starts the conversation) or into a conversation
     * @description `recipientId` (one-to-one) or `conversationId` (any conversation you belong to, groups included). JSON with `img` as a data URL, or multipart/form-data with the same fields and an `img` file. Text or an image is required. The `newMessage` push goes to the other members' tabs; with the header `X-Socket-Id` (the sending tab's socket id) also to the sender's other tabs.
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
          'application/json': {
            message?: string | null;
            recipientId?: string;
            conversationId?: string;
            img?: string | null;
          };
        };
      };
      responses: {
        /** @description A message */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "_id": "01JD8Y2B3C4D5E6F7G8H9J0K1M",
             *       "conversationId": "01JD8Y1A2B3C4D5E6F7G8H9J0K",
             *       "sender": "01JD8X7Q4K2M5N6P7R8S9T0V1W",
             *       "text": "See you at eight?",
             *       "img": "",
             *       "seen": false,
             *       "createdAt": "2026-11-22T09:15:00.000Z"
             *     }
             */
            'application/json': {
              /** @description ULID; later messages have larger ids */
              _id: string;
              conversationId: string;
              /** @description The sender's user id (for a system message, who made the change) */
              sender: string;
              /** @description Up to 2000 characters; empty for an image-only message */
              text: string;
              /** @description URL of the attached image, or empty */
              img: string;
              /** @description One-to-one: whether the recipient has opened the conversation since. Group: every other member has */
              seen: boolean;
              /** Format: date-time */
              createdAt: string;
              /** @description Group messages only: the members other than the sender who have seen it */
              seenBy?: string[];
              /** @description A group's system message: its `text` is the sentence to show */
              system?: 'created' | 'added' | 'left' | 'renamed';
              /** @description A system message's names (null when gone) and group name, for each client to word it */
              systemParams?: {
                actor: string | null;
                subject: string | null;
                group: string;
              };
              /**
               * @description Only on a deleted message, whose text and image are empty
               * @enum {boolean}
               */
              deleted?: true;
              /**
               * @description Group messages only: from someone you blocked; shown collapsed ("Message from someone you blocked") until tapped. Messages from someone who blocked you are not listed at all
               * @enum {boolean}
               */
              fromBlocked?: true;
            };
          };
        };
        /** @description Invalid input */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "error": "A message needs text or an image",
             *       "code": "MESSAGE_EMPTY"
             *     }
             */
            'application/json': {
              /** @description Shown to people as is, in the request's language */
              error: string;
              /**
               * @description Stable, for programs: the same in every language
               * @enum {string}
               */
              code: 'MESSAGE_EMPTY';
            };
          };
        };
        /** @description Not logged in */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "error": "You must be logged in",
             *       "code": "LOGIN_REQUIRED"
             *     }
             */
            'application/json': {
              /** @description Shown to people as is, in the request's language */
              error: string;
              /**
               * @description Stable, for programs: the same in every language
               * @enum {string}
               */
              code: 'LOGIN_REQUIRED';
            };
          };
        };
        /** @description Not allowed */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "error": "You cannot interact with this user",
             *       "code": "USER_BLOCKED"
             *     }
             */
            'application/json': {
              /** @description Shown to people as is, in the request's language */
              error: string;
              /**
               * @description Stable, for programs: the same in every language
               * @enum {string}
               */
              code: 'USER_BLOCKED';
            };
          };
        };
        /** @description Not found */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Shown to people as is, in the request's language */
              error: string;
              /**
               * @description Stable, for programs: the same in every language
               * @enum {string}
               */
              code: 'USER_NOT_FOUND' | 'CONVERSATION_NOT_FOUND';
            };
          };
        };
        /** @description Too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "error": "Image is too large. The limit is 10 MB.",
             *       "code": "IMAGE_TOO_LARGE"
             *     }
             */
            'application/json': {
              /** @description Shown to people as is, in the request's language */
              error: string;
              /**
               * @description Stable, for programs: the same in every language
               * @enum {string}
               */
              code: 'IMAGE_TOO_LARGE';
            };
          };
        };
        /** @description Unsupported media type */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "error": "Unsupported image type. Use JPEG, PNG, WebP, GIF or AVIF.",
             *       "code": "IMAGE_TYPE_UNSUPPORTED"
             *     }
             */
            'application/json': {
              /** @description Shown to people as is, in the request's language */
              error: string;
              /**
               * @description Stable, for programs: the same in every language
               * @enum {string}
               */
              code: 'IMAGE_TYPE_UNSUPPORTED';
            };
          };
        };
        /** @description Rate limited; `Retry-After` says when to try again */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "error": "You are sending messages too fast. Please slow down.",
             *       "code": "MESSAGING_TOO_FAST"
             *     }
             */
            'application/json': {
              /** @description Shown to people as is, in the request's language */
              error: string;
              /**
               * @description Stable, for programs: the same in every language
               * @enum {string}
               */
              code: 'MESSAGING_TOO_FAST';
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
  '/api/messages/conversations': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Your conversations, latest activity first, with unread counts
     * @description 50 a page; `?before=<lastMessage._id>` for the next page. Groups are listed only with `?groups=true`; a client that sends it also opens its socket with `groups=true` in the handshake query, to hear group messages.
     */
    get: {
      parameters: {
        query?: {
          before?: string;
          /** @description Group conversations are listed too. Without it only one-to-one conversations are (CONTRACT §7 clients know no groups) */
          groups?: 'true';
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Latest activity first; at most 50 */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example [
             *       {
             *         "_id": "01JD8Y1A2B3C4D5E6F7G8H9J0K",
             *         "participants": [
             *           {
             *             "_id": "01JD8X9Z8Y7X6W5V4T3S2R1Q0P",
             *             "username": "johnsmith",
             *             "profilePic": ""
             *           }
             *         ],
             *         "lastMessage": {
             *           "_id": "01JD8Y2B3C4D5E6F7G8H9J0K1M",
             *           "text": "See you at eight?",
             *           "img": "",
             *           "sender": "01JD8X7Q4K2M5N6P7R8S9T0V1W",
             *           "date": "2026-11-22T09:15:00.000Z",
             *           "seen": false
             *         },
             *         "unreadCount": 0
             *       }
             *     ]
             */
            'application/json': {
              _id: string;
              /**
               * @description Groups only
               * @enum {boolean}
               */
              isGroup?: true;
              /** @description Groups only: the group's name */
              name?: string;
              /** @description The other members: a one-to-one conversation's other person, or a group's other active members */
              participants: {
                _id: string;
                username: string;
                profilePic: string;
              }[];
              lastMessage: {
                /** @description Also the cursor for the next page */
                _id: string;
                text: string;
                img: string;
                sender: string;
                /** Format: date-time */
                date: string;
                seen: boolean;
                /** @description A group's system message: its `text` is the sentence to show */
                system?: 'created' | 'added' | 'left' | 'renamed';
                /**
                 * @description Only on a deleted message, whose text and image are empty
                 * @enum {boolean}
                 */
                deleted?: true;
              };
              /** @description Messages from others not yet seen */
              unreadCount: number;
            }[];
          };
        };
        /** @description Invalid input */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "error": "before must match pattern \"^[0-9A-HJKMNP-TV-Z]{26}$\"",
             *       "code": "INVALID_FIELD"
             *     }
             */
            'application/json': {
              /** @description Shown to people as is, in the request's language */
              error: string;
              /**
               * @description Stable, for programs: the same in every language
               * @enum {string}
               */
              code: 'INVALID_FIELD';
            };
          };
        };
        /** @description Not logged in */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "error": "You must be logged in",
             *       "code": "LOGIN_REQUIRED"
             *     }
             */
            'application/json': {
              /** @description Shown to people as is, in the request's language */
              error: string;
              /**
               * @description Stable, for programs: the same in every language
               * @enum {string}
               */
              code: 'LOGIN_REQUIRED';
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
  '/api/messages/{userId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The conversation with a user, oldest first
     * @description The latest 50 messages; `?before=<message _id>` for the 50 before that. Empty before the first message. `?after=<message _id>` gives the first 50 after it: a reconnecting client catches up from its last message.
     */
    get: {
      parameters: {
        query?: {
          before?: string;
          after?: string;
        };
        header?: never;
        path: {
          userId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Oldest first; at most 50 */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example [
             *       {
             *         "_id": "01JD8Y2B3C4D5E6F7G8H9J0K1M",
             *         "conversationId": "01JD8Y1A2B3C4D5E6F7G8H9J0K",
             *         "sender": "01JD8X7Q4K2M5N6P7R8S9T0V1W",
             *         "text": "See you at eight?",
             *         "img": "",
             *         "seen": false,
             *         "createdAt": "2026-11-22T09:15:00.000Z"
             *       }
             *     ]
             */
            'application/json': {
              /** @description ULID; later messages have larger ids */
              _id: string;
              conversationId: string;
              /** @description The sender's user id (for a system message, who made the change) */
              sender: string;
              /** @description Up to 2000 characters; empty for an image-only message */
              text: string;
              /** @description URL of the attached image, or empty */
              img: string;
              /** @description One-to-one: whether the recipient has opened the conversation since. Group: every other member has */
              seen: boolean;
              /** Format: date-time */
              createdAt: string;
              /** @description Group messages only: the members other than the sender who have seen it */
              seenBy?: string[];
              /** @description A group's system message: its `text` is the sentence to show */
              system?: 'created' | 'added' | 'left' | 'renamed';
              /** @description A system message's names (null when gone) and group name, for each client to word it */
              systemParams?: {
                actor: string | null;
                subject: string | null;
                group: string;
              };
              /**
               * @description Only on a deleted message, whose text and image are empty
               * @enum {boolean}
               */
              deleted?: true;
              /**
               * @description Group messages only: from someone you blocked; shown collapsed ("Message from someone you blocked") until tapped. Messages from someone who blocked you are not listed at all
               * @enum {boolean}
               */
              fromBlocked?: true;
            }[];
          };
        };
        /** @description Invalid input */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "error": "You cannot message yourself",
             *       "code": "MESSAGE_TO_SELF"
             *     }
             */
            'application/json': {
              /** @description Shown to people as is, in the request's language */
              error: string;
              /**
               * @description Stable, for programs: the same in every language
               * @enum {string}
               */
              code: 'MESSAGE_TO_SELF';
            };
          };
        };
        /** @description Not logged in */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "error": "You must be logged in",
             *       "code": "LOGIN_REQUIRED"
             *     }
             */
            'application/json': {
              /** @description Shown to people as is, in the request's language */
              error: string;
              /**
               * @description Stable, for programs: the same in every language
               * @enum {string}
               */
              code: 'LOGIN_REQUIRED';
            };
          };
        };
        /** @description Not found */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "error": "User not found",
             *       "code": "USER_NOT_FOUND"
             *     }
             */
            'application/json': {
              /** @description Shown to people as is, in the request's language */
              error: string;
              /**
               * @description Stable, for programs: the same in every language
               * @enum {string}
               */
              code: 'USER_NOT_FOUND';
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
  '/api/messages/conversation/{conversationId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A conversation you belong to (one-to-one or group), oldest first
     * @description Paged like the conversation with a user: `?before=` and `?after=` a message _id. Group messages carry `seenBy`.
     */
    get: {
      parameters: {
        query?: {
          before?: string;
          after?: string;
        };
        header?: never;
        path: {
          conversationId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Oldest first; at most 50 */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example [
             *       {
             *         "_id": "01JD8Y2B3C4D5E6F7G8H9J0K1M",
             *         "conversationId": "01JD8Y1A2B3C4D5E6F7G8H9J0K",
             *         "sender": "01JD8X7Q4K2M5N6P7R8S9T0V1W",
             *         "text": "See you at eight?",
             *         "img": "",
             *         "seen": false,
             *         "createdAt": "2026-11-22T09:15:00.000Z"
             *       }
             *     ]
             */
            'application/json': {
              /** @description ULID; later messages have larger ids */
              _id: string;
              conversationId: string;
              /** @description The sender's user id (for a system message, who made the change) */
              sender: string;
              /** @description Up to 2000 characters; empty for an image-only message */
              text: string;
              /** @description URL of the attached image, or empty */
              img: string;
              /** @description One-to-one: whether the recipient has opened the conversation since. Group: every other member has */
              seen: boolean;
              /** Format: date-time */
              createdAt: string;
              /** @description Group messages only: the members other than the sender who have seen it */
              seenBy?: string[];
              /** @description A group's system message: its `text` is the sentence to show */
              system?: 'created' | 'added' | 'left' | 'renamed';
              /** @description A system message's names (null when gone) and group name, for each client to word it */
              systemParams?: {
                actor: string | null;
                subject: string | null;
                group: string;
              };
              /**
               * @description Only on a deleted message, whose text and image are empty
               * @enum {boolean}
               */
              deleted?: true;
              /**
               * @description Group messages only: from someone you blocked; shown collapsed ("Message from someone you blocked") until tapped. Messages from someone who blocked you are not listed at all
               * @enum {boolean}
               */
              fromBlocked?: true;
            }[];
          };
        };
        /** @description Invalid input */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "error": "Use before or after, not both",
             *       "code": "BEFORE_OR_AFTER"
             *     }
             */
            'application/json': {
              /** @description Shown to people as is, in the request's language */
              error: string;
              /**
               * @description Stable, for programs: the same in every language
               * @enum {string}
               */
              code: 'BEFORE_OR_AFTER';
            };
          };
        };
        /** @description Not logged in */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "error": "You must be logged in",
             *       "code": "LOGIN_REQUIRED"
             *     }
             */
            'application/json': {
              /** @description Shown to people as is, in the request's language */
              error: string;
              /**
               * @description Stable, for programs: the same in every language
               * @enum {string}
               */
              code: 'LOGIN_REQUIRED';
            };
          };
        };
        /** @description Not found */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "error": "Conversation not found",
             *       "code": "CONVERSATION_NOT_FOUND"
             *     }
             */
            'application/json': {
              /** @description Shown to people as is, in the request's language */
              error: string;
              /**
               * @description Stable, for programs: the same in every language
               * @enum {string}
               */
              code: 'CONVERSATION_NOT_FOUND';
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
  '/api/messages/unread-count': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** How many conversations hold messages you have not seen */
    get: {
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
            /**
             * @example {
             *       "count": 2
             *     }
             */
            'application/json': {
              /** @description Conversations with messages not yet seen */
              count: number;
            };
          };
        };
        /** @description Not logged in */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "error": "You must be logged in",
             *       "code": "LOGIN_REQUIRED"
             *     }
             */
            'application/json': {
              /** @description Shown to people as is, in the request's language */
              error: string;
              /**
               * @description Stable, for programs: the same in every language
               * @enum {string}
               */
              code: 'LOGIN_REQUIRED';
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
  '/api/messages/{id}': {
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
     * Delete your message
     * @description It stays in place for everyone as `{"deleted": true, "text": "", "img": ""}`; its image file is removed and every member hears `messageDeleted`.
     */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description A message */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "_id": "01JD8Y2B3C4D5E6F7G8H9J0K1M",
             *       "conversationId": "01JD8Y1A2B3C4D5E6F7G8H9J0K",
             *       "sender": "01JD8X7Q4K2M5N6P7R8S9T0V1W",
             *       "text": "See you at eight?",
             *       "img": "",
             *       "seen": false,
             *       "createdAt": "2026-11-22T09:15:00.000Z"
             *     }
             */
            'application/json': {
              /** @description ULID; later messages have larger ids */
              _id: string;
              conversationId: string;
              /** @description The sender's user id (for a system message, who made the change) */
              sender: string;
              /** @description Up to 2000 characters; empty for an image-only message */
              text: string;
              /** @description URL of the attached image, or empty */
              img: string;
              /** @description One-to-one: whether the recipient has opened the conversation since. Group: every other member has */
              seen: boolean;
              /** Format: date-time */
              createdAt: string;
              /** @description Group messages only: the members other than the sender who have seen it */
              seenBy?: string[];
              /** @description A group's system message: its `text` is the sentence to show */
              system?: 'created' | 'added' | 'left' | 'renamed';
              /** @description A system message's names (null when gone) and group name, for each client to word it */
              systemParams?: {
                actor: string | null;
                subject: string | null;
                group: string;
              };
              /**
               * @description Only on a deleted message, whose text and image are empty
               * @enum {boolean}
               */
              deleted?: true;
              /**
               * @description Group messages only: from someone you blocked; shown collapsed ("Message from someone you blocked") until tapped. Messages from someone who blocked you are not listed at all
               * @enum {boolean}
               */
              fromBlocked?: true;
            };
          };
        };
        /** @description Invalid input */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "error": "Group updates cannot be deleted",
             *       "code": "GROUP_UPDATE_UNDELETABLE"
             *     }
             */
            'application/json': {
              /** @description Shown to people as is, in the request's language */
              error: string;
              /**
               * @description Stable, for programs: the same in every language
               * @enum {string}
               */
              code: 'GROUP_UPDATE_UNDELETABLE';
            };
          };
        };
        /** @description Not logged in */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "error": "You must be logged in",
             *       "code": "LOGIN_REQUIRED"
             *     }
             */
            'application/json': {
              /** @description Shown to people as is, in the request's language */
              error: string;
              /**
               * @description Stable, for programs: the same in every language
               * @enum {string}
               */
              code: 'LOGIN_REQUIRED';
            };
          };
        };
        /** @description Not allowed */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "error": "You can only delete your own messages",
             *       "code": "MESSAGE_DELETE_FORBIDDEN"
             *     }
             */
            'application/json': {
              /** @description Shown to people as is, in the request's language */
              error: string;
              /**
               * @description Stable, for programs: the same in every language
               * @enum {string}
               */
              code: 'MESSAGE_DELETE_FORBIDDEN';
            };
          };
        };
        /** @description Not found */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "error": "Message not found",
             *       "code": "MESSAGE_NOT_FOUND"
             *     }
             */
            'application/json': {
              /** @description Shown to people as is, in the request's language */
              error: string;
              /**
               * @description Stable, for programs: the same in every language
               * @enum {string}
               */
              code: 'MESSAGE_NOT_FOUND';
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
  '/api/messages/groups': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Start a group conversation
     * @description With 2 to 49 other people, each of whom you may message. Answers the conversation as listed.
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
          'application/json': {
            /** @description 1 to 50 characters */
            name: string;
            /** @description The other people: 2 to 49 */
            participantIds: string[];
          };
        };
      };
      responses: {
        /** @description A conversation as listed */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "_id": "01JD8Y1A2B3C4D5E6F7G8H9J0K",
             *       "isGroup": true,
             *       "name": "Friday climbing",
             *       "participants": [
             *         {
             *           "_id": "01JD8X9Z8Y7X6W5V4T3S2R1Q0P",
             *           "username": "johnsmith",
             *           "profilePic": ""
             *         },
             *         {
             *           "_id": "01JD8XA0B1C2D3E4F5G6H7J8K9",
             *           "username": "maya",
             *           "profilePic": ""
             *         }
             *       ],
             *       "lastMessage": {
             *         "_id": "01JD8Y2B3C4D5E6F7G8H9J0K1M",
             *         "text": "janedoe created the group",
             *         "img": "",
             *         "sender": "01JD8X7Q4K2M5N6P7R8S9T0V1W",
             *         "date": "2026-11-22T09:15:00.000Z",
             *         "seen": false,
             *         "system": "created"
             *       },
             *       "unreadCount": 0
             *     }
             */
            'application/json': {
              _id: string;
              /**
               * @description Groups only
               * @enum {boolean}
               */
              isGroup?: true;
              /** @description Groups only: the group's name */
              name?: string;
              /** @description The other members: a one-to-one conversation's other person, or a group's other active members */
              participants: {
                _id: string;
                username: string;
                profilePic: string;
              }[];
              lastMessage: {
                /** @description Also the cursor for the next page */
                _id: string;
                text: string;
                img: string;
                sender: string;
                /** Format: date-time */
                date: string;
                seen: boolean;
                /** @description A group's system message: its `text` is the sentence to show */
                system?: 'created' | 'added' | 'left' | 'renamed';
                /**
                 * @description Only on a deleted message, whose text and image are empty
                 * @enum {boolean}
                 */
                deleted?: true;
              };
              /** @description Messages from others not yet seen */
              unreadCount: number;
            };
          };
        };
        /** @description Invalid input */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "error": "A group needs 2 to 49 other people",
             *       "code": "GROUP_SIZE"
             *     }
             */
            'application/json': {
              /** @description Shown to people as is, in the request's language */
              error: string;
              /**
               * @description Stable, for programs: the same in every language
               * @enum {string}
               */
              code: 'GROUP_SIZE';
            };
          };
        };
        /** @description Not logged in */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "error": "You must be logged in",
             *       "code": "LOGIN_REQUIRED"
             *     }
             */
            'application/json': {
              /** @description Shown to people as is, in the request's language */
              error: string;
              /**
               * @description Stable, for programs: the same in every language
               * @enum {string}
               */
              code: 'LOGIN_REQUIRED';
            };
          };
        };
        /** @description Not allowed */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "error": "You cannot interact with this user",
             *       "code": "USER_BLOCKED"
             *     }
             */
            'application/json': {
              /** @description Shown to people as is, in the request's language */
              error: string;
              /**
               * @description Stable, for programs: the same in every language
               * @enum {string}
               */
              code: 'USER_BLOCKED';
            };
          };
        };
        /** @description Not found */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "error": "User not found",
             *       "code": "USER_NOT_FOUND"
             *     }
             */
            'application/json': {
              /** @description Shown to people as is, in the request's language */
              error: string;
              /**
               * @description Stable, for programs: the same in every language
               * @enum {string}
               */
              code: 'USER_NOT_FOUND';
            };
          };
        };
        /** @description Rate limited; `Retry-After` says when to try again */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "error": "You are sending messages too fast. Please slow down.",
             *       "code": "MESSAGING_TOO_FAST"
             *     }
             */
            'application/json': {
              /** @description Shown to people as is, in the request's language */
              error: string;
              /**
               * @description Stable, for programs: the same in every language
               * @enum {string}
               */
              code: 'MESSAGING_TOO_FAST';
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
  '/api/messages/groups/{id}/members': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Add someone to a group you belong to */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            userId: string;
          };
        };
      };
      responses: {
        /** @description The group's system message about the change */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "_id": "01JD8Y2B3C4D5E6F7G8H9J0K1M",
             *       "conversationId": "01JD8Y1A2B3C4D5E6F7G8H9J0K",
             *       "sender": "01JD8X7Q4K2M5N6P7R8S9T0V1W",
             *       "text": "See you at eight?",
             *       "img": "",
             *       "seen": false,
             *       "createdAt": "2026-11-22T09:15:00.000Z"
             *     }
             */
            'application/json': {
              /** @description ULID; later messages have larger ids */
              _id: string;
              conversationId: string;
              /** @description The sender's user id (for a system message, who made the change) */
              sender: string;
              /** @description Up to 2000 characters; empty for an image-only message */
              text: string;
              /** @description URL of the attached image, or empty */
              img: string;
              /** @description One-to-one: whether the recipient has opened the conversation since. Group: every other member has */
              seen: boolean;
              /** Format: date-time */
              createdAt: string;
              /** @description Group messages only: the members other than the sender who have seen it */
              seenBy?: string[];
              /** @description A group's system message: its `text` is the sentence to show */
              system?: 'created' | 'added' | 'left' | 'renamed';
              /** @description A system message's names (null when gone) and group name, for each client to word it */
              systemParams?: {
                actor: string | null;
                subject: string | null;
                group: string;
              };
              /**
               * @description Only on a deleted message, whose text and image are empty
               * @enum {boolean}
               */
              deleted?: true;
              /**
               * @description Group messages only: from someone you blocked; shown collapsed ("Message from someone you blocked") until tapped. Messages from someone who blocked you are not listed at all
               * @enum {boolean}
               */
              fromBlocked?: true;
            };
          };
        };
        /** @description Invalid input */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "error": "A group can have at most 50 people",
             *       "code": "GROUP_FULL"
             *     }
             */
            'application/json': {
              /** @description Shown to people as is, in the request's language */
              error: string;
              /**
               * @description Stable, for programs: the same in every language
               * @enum {string}
               */
              code: 'GROUP_FULL';
            };
          };
        };
        /** @description Not logged in */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "error": "You must be logged in",
             *       "code": "LOGIN_REQUIRED"
             *     }
             */
            'application/json': {
              /** @description Shown to people as is, in the request's language */
              error: string;
              /**
               * @description Stable, for programs: the same in every language
               * @enum {string}
               */
              code: 'LOGIN_REQUIRED';
            };
          };
        };
        /** @description Not allowed */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "error": "You cannot interact with this user",
             *       "code": "USER_BLOCKED"
             *     }
             */
            'application/json': {
              /** @description Shown to people as is, in the request's language */
              error: string;
              /**
               * @description Stable, for programs: the same in every language
               * @enum {string}
               */
              code: 'USER_BLOCKED';
            };
          };
        };
        /** @description Not found */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Shown to people as is, in the request's language */
              error: string;
              /**
               * @description Stable, for programs: the same in every language
               * @enum {string}
               */
              code: 'CONVERSATION_NOT_FOUND' | 'USER_NOT_FOUND';
            };
          };
        };
        /** @description Rate limited; `Retry-After` says when to try again */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "error": "You are sending messages too fast. Please slow down.",
             *       "code": "MESSAGING_TOO_FAST"
             *     }
             */
            'application/json': {
              /** @description Shown to people as is, in the request's language */
              error: string;
              /**
               * @description Stable, for programs: the same in every language
               * @enum {string}
               */
              code: 'MESSAGING_TOO_FAST';
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
  '/api/messages/groups/{id}/members/me': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Leave a group */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The group's system message about the change */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "_id": "01JD8Y2B3C4D5E6F7G8H9J0K1M",
             *       "conversationId": "01JD8Y1A2B3C4D5E6F7G8H9J0K",
             *       "sender": "01JD8X7Q4K2M5N6P7R8S9T0V1W",
             *       "text": "See you at eight?",
             *       "img": "",
             *       "seen": false,
             *       "createdAt": "2026-11-22T09:15:00.000Z"
             *     }
             */
            'application/json': {
              /** @description ULID; later messages have larger ids */
              _id: string;
              conversationId: string;
              /** @description The sender's user id (for a system message, who made the change) */
              sender: string;
              /** @description Up to 2000 characters; empty for an image-only message */
              text: string;
              /** @description URL of the attached image, or empty */
              img: string;
              /** @description One-to-one: whether the recipient has opened the conversation since. Group: every other member has */
              seen: boolean;
              /** Format: date-time */
              createdAt: string;
              /** @description Group messages only: the members other than the sender who have seen it */
              seenBy?: string[];
              /** @description A group's system message: its `text` is the sentence to show */
              system?: 'created' | 'added' | 'left' | 'renamed';
              /** @description A system message's names (null when gone) and group name, for each client to word it */
              systemParams?: {
                actor: string | null;
                subject: string | null;
                group: string;
              };
              /**
               * @description Only on a deleted message, whose text and image are empty
               * @enum {boolean}
               */
              deleted?: true;
              /**
               * @description Group messages only: from someone you blocked; shown collapsed ("Message from someone you blocked") until tapped. Messages from someone who blocked you are not listed at all
               * @enum {boolean}
               */
              fromBlocked?: true;
            };
          };
        };
        /** @description Not logged in */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "error": "You must be logged in",
             *       "code": "LOGIN_REQUIRED"
             *     }
             */
            'application/json': {
              /** @description Shown to people as is, in the request's language */
              error: string;
              /**
               * @description Stable, for programs: the same in every language
               * @enum {string}
               */
              code: 'LOGIN_REQUIRED';
            };
          };
        };
        /** @description Not found */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "error": "Conversation not found",
             *       "code": "CONVERSATION_NOT_FOUND"
             *     }
             */
            'application/json': {
              /** @description Shown to people as is, in the request's language */
              error: string;
              /**
               * @description Stable, for programs: the same in every language
               * @enum {string}
               */
              code: 'CONVERSATION_NOT_FOUND';
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
  '/api/messages/groups/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Rename a group you belong to */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** @description 1 to 50 characters */
            name: string;
          };
        };
      };
      responses: {
        /** @description The group's system message about the change */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "_id": "01JD8Y2B3C4D5E6F7G8H9J0K1M",
             *       "conversationId": "01JD8Y1A2B3C4D5E6F7G8H9J0K",
             *       "sender": "01JD8X7Q4K2M5N6P7R8S9T0V1W",
             *       "text": "See you at eight?",
             *       "img": "",
             *       "seen": false,
             *       "createdAt": "2026-11-22T09:15:00.000Z"
             *     }
             */
            'application/json': {
              /** @description ULID; later messages have larger ids */
              _id: string;
              conversationId: string;
              /** @description The sender's user id (for a system message, who made the change) */
              sender: string;
              /** @description Up to 2000 characters; empty for an image-only message */
              text: string;
              /** @description URL of the attached image, or empty */
              img: string;
              /** @description One-to-one: whether the recipient has opened the conversation since. Group: every other member has */
              seen: boolean;
              /** Format: date-time */
              createdAt: string;
              /** @description Group messages only: the members other than the sender who have seen it */
              seenBy?: string[];
              /** @description A group's system message: its `text` is the sentence to show */
              system?: 'created' | 'added' | 'left' | 'renamed';
              /** @description A system message's names (null when gone) and group name, for each client to word it */
              systemParams?: {
                actor: string | null;
                subject: string | null;
                group: string;
              };
              /**
               * @description Only on a deleted message, whose text and image are empty
               * @enum {boolean}
               */
              deleted?: true;
              /**
               * @description Group messages only: from someone you blocked; shown collapsed ("Message from someone you blocked") until tapped. Messages from someone who blocked you are not listed at all
               * @enum {boolean}
               */
              fromBlocked?: true;
            };
          };
        };
        /** @description Invalid input */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "error": "A group name must be 1 to 50 characters long",
             *       "code": "GROUP_NAME_LENGTH"
             *     }
             */
            'application/json': {
              /** @description Shown to people as is, in the request's language */
              error: string;
              /**
               * @description Stable, for programs: the same in every language
               * @enum {string}
               */
              code: 'GROUP_NAME_LENGTH';
            };
          };
        };
        /** @description Not logged in */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "error": "You must be logged in",
             *       "code": "LOGIN_REQUIRED"
             *     }
             */
            'application/json': {
              /** @description Shown to people as is, in the request's language */
              error: string;
              /**
               * @description Stable, for programs: the same in every language
               * @enum {string}
               */
              code: 'LOGIN_REQUIRED';
            };
          };
        };
        /** @description Not found */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "error": "Conversation not found",
             *       "code": "CONVERSATION_NOT_FOUND"
             *     }
             */
            'application/json': {
              /** @description Shown to people as is, in the request's language */
              error: string;
              /**
               * @description Stable, for programs: the same in every language
               * @enum {string}
               */
              code: 'CONVERSATION_NOT_FOUND';
            };
          };
        };
        /** @description Rate limited; `Retry-After` says when to try again */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "error": "You are sending messages too fast. Please slow down.",
             *       "code": "MESSAGING_TOO_FAST"
             *     }
             */
            'application/json': {
              /** @description Shown to people as is, in the request's language */
              error: string;
              /**
               * @description Stable, for programs: the same in every language
               * @enum {string}
               */
              code: 'MESSAGING_TOO_FAST';
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
  '/api/stories/create': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Share a story for STORY_TTL_HOURS (24 by default)
     * @description multipart/form-data: a `media` file (JPEG, PNG, WebP, GIF, AVIF; MP4, WebM, MOV) and an optional `mediaType` (`image` or `video`), which must agree with the file's content. Counts toward the uploads rate limit.
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
        /** @description A story */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "_id": "01JD8XC3M4N5P6Q7R8S9T0V1W2",
             *       "user": {
             *         "_id": "01JD8X7Q4K2M5N6P7R8S9T0V1W",
             *         "username": "janedoe",
             *         "name": "Jane Doe",
             *         "profilePic": "/media/01jd8x7q4k2m5n6p7r8s9t0v1w.webp"
             *       },
             *       "mediaUrl": "/media/01jd8xc3m4n5p6q7r8s9t0v1w3.webp",
             *       "mediaType": "image",
             *       "posterUrl": null,
             *       "createdAt": "2026-11-21T18:30:00.000Z",
             *       "expiresAt": "2026-11-22T18:30:00.000Z",
             *       "viewed": false
             *     }
             */
            'application/json': {
              /** @description ULID */
              _id: string;
              user: {
                _id: string;
                username: string;
                name: string;
                /** @description URL of the avatar, or empty for the default one */
                profilePic: string;
              };
              mediaUrl: string;
              /** @description Decided by the content */
              mediaType: 'image' | 'video';
              /** @description A video's poster frame (WebP); null for images */
              posterUrl: string | null;
              /** Format: date-time */
              createdAt: string;
              /**
               * Format: date-time
               * @description When it stops being listed and is deleted
               */
              expiresAt: string;
              /** @description Whether you have seen it; always true for your own */
              viewed: boolean;
            };
          };
        };
        /** @description Invalid input */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "error": "The file is an image, but mediaType says video",
             *       "code": "STORY_FILE_IS_IMAGE"
             *     }
             */
            'application/json': {
              /** @description Shown to people as is, in the request's language */
              error: string;
              /**
               * @description Stable, for programs: the same in every language
               * @enum {string}
               */
              code: 'STORY_FILE_IS_IMAGE';
            };
          };
        };
        /** @description Not logged in */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "error": "You must be logged in",
             *       "code": "LOGIN_REQUIRED"
             *     }
             */
            'application/json': {
              /** @description Shown to people as is, in the request's language */
              error: string;
              /**
               * @description Stable, for programs: the same in every language
               * @enum {string}
               */
              code: 'LOGIN_REQUIRED';
            };
          };
        };
        /** @description Too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "error": "Video is too large. The limit is 100 MB.",
             *       "code": "VIDEO_TOO_LARGE"
             *     }
             */
            'application/json': {
              /** @description Shown to people as is, in the request's language */
              error: string;
              /**
               * @description Stable, for programs: the same in every language
               * @enum {string}
               */
              code: 'VIDEO_TOO_LARGE';
            };
          };
        };
        /** @description Unsupported media type */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "error": "Unsupported file type. Images: JPEG, PNG, WebP, GIF or AVIF. Videos: MP4, WebM or MOV.",
             *       "code": "MEDIA_TYPE_UNSUPPORTED"
             *     }
             */
            'application/json': {
              /** @description Shown to people as is, in the request's language */
              error: string;
              /**
               * @description Stable, for programs: the same in every language
               * @enum {string}
               */
              code: 'MEDIA_TYPE_UNSUPPORTED';
            };
          };
        };
        /** @description Rate limited; `Retry-After` says when to try again */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "error": "Too many uploads. Please try again later.",
             *       "code": "UPLOADS_THROTTLED"
             *     }
             */
            'application/json': {
              /** @description Shown to people as is, in the request's language */
              error: string;
              /**
               * @description Stable, for programs: the same in every language
               * @enum {string}
               */
              code: 'UPLOADS_THROTTLED';
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
  '/api/stories/getall': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Live stories of the people you follow and yours */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Stories, grouped by person: yours first, then by latest story; oldest first within a person */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example [
             *       {
             *         "_id": "01JD8XC3M4N5P6Q7R8S9T0V1W2",
             *         "user": {
             *           "_id": "01JD8X7Q4K2M5N6P7R8S9T0V1W",
             *           "username": "janedoe",
             *           "name": "Jane Doe",
             *           "profilePic": "/media/01jd8x7q4k2m5n6p7r8s9t0v1w.webp"
             *         },
             *         "mediaUrl": "/media/01jd8xc3m4n5p6q7r8s9t0v1w3.webp",
             *         "mediaType": "image",
             *         "posterUrl": null,
             *         "createdAt": "2026-11-21T18:30:00.000Z",
             *         "expiresAt": "2026-11-22T18:30:00.000Z",
             *         "viewed": false
             *       }
             *     ]
             */
            'application/json': {
              /** @description ULID */
              _id: string;
              user: {
                _id: string;
                username: string;
                name: string;
                /** @description URL of the avatar, or empty for the default one */
                profilePic: string;
              };
              mediaUrl: string;
              /** @description Decided by the content */
              mediaType: 'image' | 'video';
              /** @description A video's poster frame (WebP); null for images */
              posterUrl: string | null;
              /** Format: date-time */
              createdAt: string;
              /**
               * Format: date-time
               * @description When it stops being listed and is deleted
               */
              expiresAt: string;
              /** @description Whether you have seen it; always true for your own */
              viewed: boolean;
            }[];
          };
        };
        /** @description Not logged in */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "error": "You must be logged in",
             *       "code": "LOGIN_REQUIRED"
             *     }
             */
            'application/json': {
              /** @description Shown to people as is, in the request's language */
              error: string;
              /**
               * @description Stable, for programs: the same in every language
               * @enum {string}
               */
              code: 'LOGIN_REQUIRED';
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
  '/api/stories/{id}/view': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Mark a story seen; counted once per viewer, never for the story's owner */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Recorded (once per viewer) */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "success": true
             *     }
             */
            'application/json': {
              success: boolean;
            };
          };
        };
        /** @description Not logged in */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "error": "You must be logged in",
             *       "code": "LOGIN_REQUIRED"
             *     }
             */
            'application/json': {
              /** @description Shown to people as is, in the request's language */
              error: string;
              /**
               * @description Stable, for programs: the same in every language
               * @enum {string}
               */
              code: 'LOGIN_REQUIRED';
            };
          };
        };
        /** @description Not allowed */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "error": "You cannot interact with this user",
             *       "code": "USER_BLOCKED"
             *     }
             */
            'application/json': {
              /** @description Shown to people as is, in the request's language */
              error: string;
              /**
               * @description Stable, for programs: the same in every language
               * @enum {string}
               */
              code: 'USER_BLOCKED';
            };
          };
        };
        /** @description Not found */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "error": "Story not found",
             *       "code": "STORY_NOT_FOUND"
             *     }
             */
            'application/json': {
              /** @description Shown to people as is, in the request's language */
              error: string;
              /**
               * @description Stable, for programs: the same in every language
               * @enum {string}
               */
              code: 'STORY_NOT_FOUND';
            };
          };
        };
        /** @description Rate limited; `Retry-After` says when to try again */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "error": "Too many story views. Please slow down.",
             *       "code": "STORY_VIEWS_THROTTLED"
             *     }
             */
            'application/json': {
              /** @description Shown to people as is, in the request's language */
              error: string;
              /**
               * @description Stable, for programs: the same in every language
               * @enum {string}
               */
              code: 'STORY_VIEWS_THROTTLED';
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
  '/api/stories/{id}/getviews': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Who has seen your story (the owner's only) */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Who has seen the story */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "viewers": [
             *         {
             *           "_id": "01JD8X9A1B2C3D4E5F6G7H8J9K",
             *           "username": "samlee",
             *           "profilePic": ""
             *         }
             *       ],
             *       "viewCount": 1
             *     }
             */
            'application/json': {
              /** @description Latest view first */
              viewers: {
                _id: string;
                username: string;
                profilePic: string;
              }[];
              /** @description Unique viewers, never the owner */
              viewCount: number;
            };
          };
        };
        /** @description Not logged in */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "error": "You must be logged in",
             *       "code": "LOGIN_REQUIRED"
             *     }
             */
            'application/json': {
              /** @description Shown to people as is, in the request's language */
              error: string;
              /**
               * @description Stable, for programs: the same in every language
               * @enum {string}
               */
              code: 'LOGIN_REQUIRED';
            };
          };
        };
        /** @description Not allowed */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "error": "Only the owner of a story can see its viewers",
             *       "code": "STORY_VIEWERS_FORBIDDEN"
             *     }
             */
            'application/json': {
              /** @description Shown to people as is, in the request's language */
              error: string;
              /**
               * @description Stable, for programs: the same in every language
               * @enum {string}
               */
              code: 'STORY_VIEWERS_FORBIDDEN';
            };
          };
        };
        /** @description Not found */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "error": "Story not found",
             *       "code": "STORY_NOT_FOUND"
             *     }
             */
            'application/json': {
              /** @description Shown to people as is, in the request's language */
              error: string;
              /**
               * @description Stable, for programs: the same in every language
               * @enum {string}
               */
              code: 'STORY_NOT_FOUND';
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
  '/api/stories/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Delete your story with its views and media */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Done */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "message": "Story deleted successfully"
             *     }
             */
            'application/json': {
              message: string;
            };
          };
        };
        /** @description Not logged in */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "error": "You must be logged in",
             *       "code": "LOGIN_REQUIRED"
             *     }
             */
            'application/json': {
              /** @description Shown to people as is, in the request's language */
              error: string;
              /**
               * @description Stable, for programs: the same in every language
               * @enum {string}
               */
              code: 'LOGIN_REQUIRED';
            };
          };
        };
        /** @description Not allowed */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "error": "You can only delete your own stories",
             *       "code": "STORY_DELETE_FORBIDDEN"
             *     }
             */
            'application/json': {
              /** @description Shown to people as is, in the request's language */
              error: string;
              /**
               * @description Stable, for programs: the same in every language
               * @enum {string}
               */
              code: 'STORY_DELETE_FORBIDDEN';
            };
          };
        };
        /** @description Not found */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "error": "Story not found",
             *       "code": "STORY_NOT_FOUND"
             *     }
             */
            'application/json': {
              /** @description Shown to people as is, in the request's language */
              error: string;
              /**
               * @description Stable, for programs: the same in every language
               * @enum {string}
               */
              code: 'STORY_NOT_FOUND';
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
  '/api/push/public-key': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The server's VAPID public key, the applicationServerKey for pushManager.subscribe */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The key */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "publicKey": "BDd3_hVL9fZi9Ybo2UUzA284WG5FZR30_95YeZJsiApwXKpNcF1rRPF3foIiBHXRdJI2Qhumhf6_LFTeZaNndIo"
             *     }
             */
            'application/json': {
              /** @description The server's VAPID public key (base64url), for pushManager.subscribe */
              publicKey: string;
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
  '/api/push/subscriptions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Send pushes to this browser: its PushSubscription (an endpoint already subscribed moves to you) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      /** @description The browser's PushSubscription as JSON */
      requestBody: {
        content: {
          /**
           * @example {
           *       "endpoint": "https://fcm.googleapis.com/fcm/send/c1KrmpTuRm4:APA91bG",
           *       "keys": {
           *         "p256dh": "BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM",
           *         "auth": "tBHItJI5svbpez7KI4CCXg"
           *       }
           *     }
           */
          'application/json': {
            endpoint: string;
            expirationTime?: number | null;
            keys: {
              p256dh: string;
              auth: string;
            };
          };
        };
      };
      responses: {
        /** @description Done */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "success": true
             *     }
             */
            'application/json': {
              success: boolean;
            };
          };
        };
        /** @description Invalid input */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "error": "endpoint must be an https URL",
             *       "code": "PUSH_ENDPOINT_INVALID"
             *     }
             */
            'application/json': {
              /** @description Shown to people as is, in the request's language */
              error: string;
              /**
               * @description Stable, for programs: the same in every language
               * @enum {string}
               */
              code: 'PUSH_ENDPOINT_INVALID';
            };
          };
        };
        /** @description Not logged in */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "error": "You must be logged in",
             *       "code": "LOGIN_REQUIRED"
             *     }
             */
            'application/json': {
              /** @description Shown to people as is, in the request's language */
              error: string;
              /**
               * @description Stable, for programs: the same in every language
               * @enum {string}
               */
              code: 'LOGIN_REQUIRED';
            };
          };
        };
      };
    };
    /** Stop pushes to this browser (an endpoint that is not yours, or not subscribed, changes nothing) */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          /**
           * @example {
           *       "endpoint": "https://fcm.googleapis.com/fcm/send/c1KrmpTuRm4:APA91bG"
           *     }
           */
          'application/json': {
            endpoint: string;
          };
        };
      };
      responses: {
        /** @description Done */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "success": true
             *     }
             */
            'application/json': {
              success: boolean;
            };
          };
        };
        /** @description Invalid input */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "error": "endpoint must be string",
             *       "code": "INVALID_FIELD"
             *     }
             */
            'application/json': {
              /** @description Shown to people as is, in the request's language */
              error: string;
              /**
               * @description Stable, for programs: the same in every language
               * @enum {string}
               */
              code: 'INVALID_FIELD';
            };
          };
        };
        /** @description Not logged in */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "error": "You must be logged in",
             *       "code": "LOGIN_REQUIRED"
             *     }
             */
            'application/json': {
              /** @description Shown to people as is, in the request's language */
              error: string;
              /**
               * @description Stable, for programs: the same in every language
               * @enum {string}
               */
              code: 'LOGIN_REQUIRED';
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
  '/api/push/preferences': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Which kinds of push you get */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Which pushes you get; all on until changed */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "likes": true,
             *       "replies": true,
             *       "reposts": false,
             *       "follows": true,
             *       "mentions": true,
             *       "messages": true
             *     }
             */
            'application/json': {
              /** @description Someone liked your post */
              likes: boolean;
              /** @description Someone replied to your post */
              replies: boolean;
              /** @description Someone reposted your post */
              reposts: boolean;
              /** @description Someone followed you */
              follows: boolean;
              /** @description Someone mentioned you */
              mentions: boolean;
              /** @description A chat message to you */
              messages: boolean;
            };
          };
        };
        /** @description Not logged in */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "error": "You must be logged in",
             *       "code": "LOGIN_REQUIRED"
             *     }
             */
            'application/json': {
              /** @description Shown to people as is, in the request's language */
              error: string;
              /**
               * @description Stable, for programs: the same in every language
               * @enum {string}
               */
              code: 'LOGIN_REQUIRED';
            };
          };
        };
      };
    };
    /** Choose which kinds of push you get (all six flags) */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      /** @description Which pushes you get; all on until changed */
      requestBody: {
        content: {
          /**
           * @example {
           *       "likes": true,
           *       "replies": true,
           *       "reposts": false,
           *       "follows": true,
           *       "mentions": true,
           *       "messages": true
           *     }
           */
          'application/json': {
            /** @description Someone liked your post */
            likes: boolean;
            /** @description Someone replied to your post */
            replies: boolean;
            /** @description Someone reposted your post */
            reposts: boolean;
            /** @description Someone followed you */
            follows: boolean;
            /** @description Someone mentioned you */
            mentions: boolean;
            /** @description A chat message to you */
            messages: boolean;
          };
        };
      };
      responses: {
        /** @description Which pushes you get; all on until changed */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "likes": true,
             *       "replies": true,
             *       "reposts": false,
             *       "follows": true,
             *       "mentions": true,
             *       "messages": true
             *     }
             */
            'application/json': {
              /** @description Someone liked your post */
              likes: boolean;
              /** @description Someone replied to your post */
              replies: boolean;
              /** @description Someone reposted your post */
              reposts: boolean;
              /** @description Someone followed you */
              follows: boolean;
              /** @description Someone mentioned you */
              mentions: boolean;
              /** @description A chat message to you */
              messages: boolean;
            };
          };
        };
        /** @description Invalid input */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "error": "likes must be boolean",
             *       "code": "INVALID_FIELD"
             *     }
             */
            'application/json': {
              /** @description Shown to people as is, in the request's language */
              error: string;
              /**
               * @description Stable, for programs: the same in every language
               * @enum {string}
               */
              code: 'INVALID_FIELD';
            };
          };
        };
        /** @description Not logged in */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "error": "You must be logged in",
             *       "code": "LOGIN_REQUIRED"
             *     }
             */
            'application/json': {
              /** @description Shown to people as is, in the request's language */
              error: string;
              /**
               * @description Stable, for programs: the same in every language
               * @enum {string}
               */
              code: 'LOGIN_REQUIRED';
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
  '/api/users/block/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Block, or unblock if blocked
     * @description A block ends the follows between you both ways; neither of you then sees the other anywhere, and neither can follow, like, reply, repost, message or view the other’s stories.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Toggled */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "blocked": true
             *     }
             */
            'application/json': {
              /** @description Whether you block them now */
              blocked: boolean;
            };
          };
        };
        /** @description Invalid input */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "error": "You cannot block yourself",
             *       "code": "BLOCK_SELF"
             *     }
             */
            'application/json': {
              /** @description Shown to people as is, in the request's language */
              error: string;
              /**
               * @description Stable, for programs: the same in every language
               * @enum {string}
               */
              code: 'BLOCK_SELF';
            };
          };
        };
        /** @description Not logged in */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "error": "You must be logged in",
             *       "code": "LOGIN_REQUIRED"
             *     }
             */
            'application/json': {
              /** @description Shown to people as is, in the request's language */
              error: string;
              /**
               * @description Stable, for programs: the same in every language
               * @enum {string}
               */
              code: 'LOGIN_REQUIRED';
            };
          };
        };
        /** @description Not found */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "error": "User not found",
             *       "code": "USER_NOT_FOUND"
             *     }
             */
            'application/json': {
              /** @description Shown to people as is, in the request's language */
              error: string;
              /**
               * @description Stable, for programs: the same in every language
               * @enum {string}
               */
              code: 'USER_NOT_FOUND';
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
  '/api/users/blocks': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The people you block, newest first */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Users */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example [
             *       {
             *         "_id": "01JD8X7Q4K2M5N6P7R8S9T0V1W",
             *         "username": "janedoe",
             *         "name": "Jane Doe",
             *         "profilePic": "/media/01jd8x7q4k2m5n6p7r8s9t0v1w.webp",
             *         "bio": "Painter. Coffee.",
             *         "followers": [
             *           "01JD8X9A1B2C3D4E5F6G7H8J9K"
             *         ]
             *       }
             *     ]
             */
            'application/json': {
              /** @description ULID */
              _id: string;
              username: string;
              name: string;
              /** @description URL of the avatar, or empty for the default one */
              profilePic: string;
              bio: string;
              /**
               * @description Only for a person on another server
               * @enum {boolean}
               */
              remote?: true;
              /** @description A remote person's server */
              host?: string;
              /** @description A remote person's page on their server */
              url?: string;
              /** @description Ids of the users following this one whom you may see */
              followers: string[];
            }[];
          };
        };
        /** @description Not logged in */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "error": "You must be logged in",
             *       "code": "LOGIN_REQUIRED"
             *     }
             */
            'application/json': {
              /** @description Shown to people as is, in the request's language */
              error: string;
              /**
               * @description Stable, for programs: the same in every language
               * @enum {string}
               */
              code: 'LOGIN_REQUIRED';
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
  '/api/users/mute/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Mute, or unmute if muted
     * @description Their posts and reposts leave your home and video feeds and they notify you of nothing; they are not told.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Toggled */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "muted": true
             *     }
             */
            'application/json': {
              /** @description Whether you mute them now */
              muted: boolean;
            };
          };
        };
        /** @description Invalid input */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "error": "You cannot mute yourself",
             *       "code": "MUTE_SELF"
             *     }
             */
            'application/json': {
              /** @description Shown to people as is, in the request's language */
              error: string;
              /**
               * @description Stable, for programs: the same in every language
               * @enum {string}
               */
              code: 'MUTE_SELF';
            };
          };
        };
        /** @description Not logged in */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "error": "You must be logged in",
             *       "code": "LOGIN_REQUIRED"
             *     }
             */
            'application/json': {
              /** @description Shown to people as is, in the request's language */
              error: string;
              /**
               * @description Stable, for programs: the same in every language
               * @enum {string}
               */
              code: 'LOGIN_REQUIRED';
            };
          };
        };
        /** @description Not found */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "error": "User not found",
             *       "code": "USER_NOT_FOUND"
             *     }
             */
            'application/json': {
              /** @description Shown to people as is, in the request's language */
              error: string;
              /**
               * @description Stable, for programs: the same in every language
               * @enum {string}
               */
              code: 'USER_NOT_FOUND';
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
  '/api/users/mutes': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The people you mute, newest first */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Users */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example [
             *       {
             *         "_id": "01JD8X7Q4K2M5N6P7R8S9T0V1W",
             *         "username": "janedoe",
             *         "name": "Jane Doe",
             *         "profilePic": "/media/01jd8x7q4k2m5n6p7r8s9t0v1w.webp",
             *         "bio": "Painter. Coffee.",
             *         "followers": [
             *           "01JD8X9A1B2C3D4E5F6G7H8J9K"
             *         ]
             *       }
             *     ]
             */
            'application/json': {
              /** @description ULID */
              _id: string;
              username: string;
              name: string;
              /** @description URL of the avatar, or empty for the default one */
              profilePic: string;
              bio: string;
              /**
               * @description Only for a person on another server
               * @enum {boolean}
               */
              remote?: true;
              /** @description A remote person's server */
              host?: string;
              /** @description A remote person's page on their server */
              url?: string;
              /** @description Ids of the users following this one whom you may see */
              followers: string[];
            }[];
          };
        };
        /** @description Not logged in */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "error": "You must be logged in",
             *       "code": "LOGIN_REQUIRED"
             *     }
             */
            'application/json': {
              /** @description Shown to people as is, in the request's language */
              error: string;
              /**
               * @description Stable, for programs: the same in every language
               * @enum {string}
               */
              code: 'LOGIN_REQUIRED';
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
  '/api/users/muted-words': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Your muted words */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Your muted words */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "words": [
             *         "spoilers",
             *         "election"
             *       ]
             *     }
             */
            'application/json': {
              /** @description Lower-cased, in the order given, duplicates dropped */
              words: string[];
            };
          };
        };
        /** @description Not logged in */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "error": "You must be logged in",
             *       "code": "LOGIN_REQUIRED"
             *     }
             */
            'application/json': {
              /** @description Shown to people as is, in the request's language */
              error: string;
              /**
               * @description Stable, for programs: the same in every language
               * @enum {string}
               */
              code: 'LOGIN_REQUIRED';
            };
          };
        };
      };
    };
    /**
     * Replace your muted words
     * @description At most 100 words of 1 to 50 characters, trimmed; matching ignores case and takes whole words only. Posts containing one leave your home and video feeds.
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
          'application/json': {
            words?: string[];
          };
        };
      };
      responses: {
        /** @description Your muted words */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "words": [
             *         "spoilers",
             *         "election"
             *       ]
             *     }
             */
            'application/json': {
              /** @description Lower-cased, in the order given, duplicates dropped */
              words: string[];
            };
          };
        };
        /** @description Invalid input */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "error": "Each muted word must be 1 to 50 characters long",
             *       "code": "MUTED_WORD_LENGTH"
             *     }
             */
            'application/json': {
              /** @description Shown to people as is, in the request's language */
              error: string;
              /**
               * @description Stable, for programs: the same in every language
               * @enum {string}
               */
              code: 'MUTED_WORD_LENGTH';
            };
          };
        };
        /** @description Not logged in */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "error": "You must be logged in",
             *       "code": "LOGIN_REQUIRED"
             *     }
             */
            'application/json': {
              /** @description Shown to people as is, in the request's language */
              error: string;
              /**
               * @description Stable, for programs: the same in every language
               * @enum {string}
               */
              code: 'LOGIN_REQUIRED';
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
  '/api/reports': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Report a post, reply, user, story or message to the admins
     * @description Only what you can see: a message only in your own conversation. The same open report twice answers 409.
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
          'application/json': {
            targetType?: string;
            targetId?: string;
            reason?: string;
            note?: string;
            /** @description Also send it to their server (a Flag from this server), for people on other servers */
            forward?: boolean;
          };
        };
      };
      responses: {
        /** @description Filed */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "_id": "01JD8X7Q4K2M5N6P7R8S9T0V1W",
             *       "status": "open"
             *     }
             */
            'application/json': {
              _id: string;
              /** @enum {string} */
              status: 'open';
            };
          };
        };
        /** @description Invalid input */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "error": "reason must be \"spam\", \"harassment\", \"illegal\" or \"other\"",
             *       "code": "REPORT_REASON_INVALID"
             *     }
             */
            'application/json': {
              /** @description Shown to people as is, in the request's language */
              error: string;
              /**
               * @description Stable, for programs: the same in every language
               * @enum {string}
               */
              code: 'REPORT_REASON_INVALID';
            };
          };
        };
        /** @description Not logged in */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "error": "You must be logged in",
             *       "code": "LOGIN_REQUIRED"
             *     }
             */
            'application/json': {
              /** @description Shown to people as is, in the request's language */
              error: string;
              /**
               * @description Stable, for programs: the same in every language
               * @enum {string}
               */
              code: 'LOGIN_REQUIRED';
            };
          };
        };
        /** @description Not found */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "error": "Post not found",
             *       "code": "POST_NOT_FOUND"
             *     }
             */
            'application/json': {
              /** @description Shown to people as is, in the request's language */
              error: string;
              /**
               * @description Stable, for programs: the same in every language
               * @enum {string}
               */
              code: 'POST_NOT_FOUND';
            };
          };
        };
        /** @description Conflict with existing data */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "error": "You have already reported this",
             *       "code": "REPORT_EXISTS"
             *     }
             */
            'application/json': {
              /** @description Shown to people as is, in the request's language */
              error: string;
              /**
               * @description Stable, for programs: the same in every language
               * @enum {string}
               */
              code: 'REPORT_EXISTS';
            };
          };
        };
        /** @description Rate limited; `Retry-After` says when to try again */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "error": "Too many requests. Please try again later.",
             *       "code": "TOO_MANY_REQUESTS"
             *     }
             */
            'application/json': {
              /** @description Shown to people as is, in the request's language */
              error: string;
              /**
               * @description Stable, for programs: the same in every language
               * @enum {string}
               */
              code: 'TOO_MANY_REQUESTS';
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
  '/api/federation/resolve': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A profile or post address on another server (pasted into search), found here
     * @description Read from its server by ActivityPub; the person or post is then known here and opens by its id.
     */
    get: {
      parameters: {
        query: {
          url: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Found: open it here */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "type": "user",
             *       "_id": "01JD8X7Q4K2M5N6P7R8S9T0V1W",
             *       "username": "maya@far.example"
             *     }
             */
            'application/json':
              | {
                  /** @enum {string} */
                  type: 'user';
                  _id: string;
                  username: string;
                }
              | {
                  /** @enum {string} */
                  type: 'post';
                  _id: string;
                  username: string;
                };
          };
        };
        /** @description Invalid input */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "error": "url must be an http or https address",
             *       "code": "RESOLVE_URL_INVALID"
             *     }
             */
            'application/json': {
              /** @description Shown to people as is, in the request's language */
              error: string;
              /**
               * @description Stable, for programs: the same in every language
               * @enum {string}
               */
              code: 'RESOLVE_URL_INVALID';
            };
          };
        };
        /** @description Not logged in */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "error": "You must be logged in",
             *       "code": "LOGIN_REQUIRED"
             *     }
             */
            'application/json': {
              /** @description Shown to people as is, in the request's language */
              error: string;
              /**
               * @description Stable, for programs: the same in every language
               * @enum {string}
               */
              code: 'LOGIN_REQUIRED';
            };
          };
        };
        /** @description Not found */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "error": "Nothing on another server was found at this address",
             *       "code": "RESOLVE_NOT_FOUND"
             *     }
             */
            'application/json': {
              /** @description Shown to people as is, in the request's language */
              error: string;
              /**
               * @description Stable, for programs: the same in every language
               * @enum {string}
               */
              code: 'RESOLVE_NOT_FOUND';
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
  '/api/users/me/aliases': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Your aliases on other servers and the account you moved to */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Your aliases (`alsoKnownAs`) and the account you moved to, if you did */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "aliases": [
             *         {
             *           "uri": "https://far.example/users/maya",
             *           "username": "maya@far.example"
             *         }
             *       ],
             *       "movedTo": null
             *     }
             */
            'application/json': {
              aliases: {
                /** @description Its ActivityPub id */
                uri: string;
                /** @description `name@host` */
                username: string;
              }[];
              movedTo: {
                /** @description Its ActivityPub id */
                uri: string;
                /** @description `name@host` */
                username: string;
              } | null;
            };
          };
        };
        /** @description Not logged in */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "error": "You must be logged in",
             *       "code": "LOGIN_REQUIRED"
             *     }
             */
            'application/json': {
              /** @description Shown to people as is, in the request's language */
              error: string;
              /**
               * @description Stable, for programs: the same in every language
               * @enum {string}
               */
              code: 'LOGIN_REQUIRED';
            };
          };
        };
      };
    };
    /**
     * Say which accounts on other servers are also yours (so one of them may move here)
     * @description Each is looked up first (WebFinger or ActivityPub); at most 5. An empty list removes them all.
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
          'application/json': {
            aliases: string[];
          };
        };
      };
      responses: {
        /** @description Your aliases (`alsoKnownAs`) and the account you moved to, if you did */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "aliases": [
             *         {
             *           "uri": "https://far.example/users/maya",
             *           "username": "maya@far.example"
             *         }
             *       ],
             *       "movedTo": null
             *     }
             */
            'application/json': {
              aliases: {
                /** @description Its ActivityPub id */
                uri: string;
                /** @description `name@host` */
                username: string;
              }[];
              movedTo: {
                /** @description Its ActivityPub id */
                uri: string;
                /** @description `name@host` */
                username: string;
              } | null;
            };
          };
        };
        /** @description Invalid input */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Shown to people as is, in the request's language */
              error: string;
              /**
               * @description Stable, for programs: the same in every language
               * @enum {string}
               */
              code: 'ACCOUNT_ADDRESS_INVALID' | 'ACCOUNT_OURS' | 'FEDERATION_OFF' | 'ALIASES_TOO_MANY';
            };
          };
        };
        /** @description Not logged in */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "error": "You must be logged in",
             *       "code": "LOGIN_REQUIRED"
             *     }
             */
            'application/json': {
              /** @description Shown to people as is, in the request's language */
              error: string;
              /**
               * @description Stable, for programs: the same in every language
               * @enum {string}
               */
              code: 'LOGIN_REQUIRED';
            };
          };
        };
        /** @description Not found */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "error": "No account was found at this address",
             *       "code": "ACCOUNT_NOT_FOUND"
             *     }
             */
            'application/json': {
              /** @description Shown to people as is, in the request's language */
              error: string;
              /**
               * @description Stable, for programs: the same in every language
               * @enum {string}
               */
              code: 'ACCOUNT_NOT_FOUND';
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
  '/api/users/me/move': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Move your account to one on another server
     * @description The new account must list this one in its aliases (`alsoKnownAs`) first. Your followers’ servers are told (`Move`) and move their follows; this account then shows where it went and takes no more posts, likes or follows.
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
          'application/json': {
            /** @description `@name@host` or the address of the account */
            target: string;
            password: string;
          };
        };
      };
      responses: {
        /** @description Your aliases (`alsoKnownAs`) and the account you moved to, if you did */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "aliases": [
             *         {
             *           "uri": "https://far.example/users/maya",
             *           "username": "maya@far.example"
             *         }
             *       ],
             *       "movedTo": null
             *     }
             */
            'application/json': {
              aliases: {
                /** @description Its ActivityPub id */
                uri: string;
                /** @description `name@host` */
                username: string;
              }[];
              movedTo: {
                /** @description Its ActivityPub id */
                uri: string;
                /** @description `name@host` */
                username: string;
              } | null;
            };
          };
        };
        /** @description Invalid input */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Shown to people as is, in the request's language */
              error: string;
              /**
               * @description Stable, for programs: the same in every language
               * @enum {string}
               */
              code: 'ACCOUNT_ADDRESS_INVALID' | 'ACCOUNT_OURS' | 'FEDERATION_OFF' | 'PASSWORD_WRONG';
            };
          };
        };
        /** @description Not logged in */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "error": "You must be logged in",
             *       "code": "LOGIN_REQUIRED"
             *     }
             */
            'application/json': {
              /** @description Shown to people as is, in the request's language */
              error: string;
              /**
               * @description Stable, for programs: the same in every language
               * @enum {string}
               */
              code: 'LOGIN_REQUIRED';
            };
          };
        };
        /** @description Not found */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "error": "No account was found at this address",
             *       "code": "ACCOUNT_NOT_FOUND"
             *     }
             */
            'application/json': {
              /** @description Shown to people as is, in the request's language */
              error: string;
              /**
               * @description Stable, for programs: the same in every language
               * @enum {string}
               */
              code: 'ACCOUNT_NOT_FOUND';
            };
          };
        };
        /** @description Conflict with existing data */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Shown to people as is, in the request's language */
              error: string;
              /**
               * @description Stable, for programs: the same in every language
               * @enum {string}
               */
              code: 'ACCOUNT_MOVED' | 'MOVE_ALIAS_MISSING';
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
  '/api/admin/reports': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Reports, newest first, 50 a page (?before=<last id>) */
    get: {
      parameters: {
        query?: {
          status?: string;
          before?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Reports, newest first */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example [
             *       {
             *         "_id": "01JD8XB2C3D4E5F6G7H8J9K0LM",
             *         "status": "open",
             *         "targetType": "post",
             *         "targetId": "01JD8XA1B2C3D4E5F6G7H8J9K0",
             *         "reason": "spam",
             *         "note": "Same link posted all day",
             *         "createdAt": "2026-11-20T10:00:00.000Z",
             *         "reporter": {
             *           "_id": "01JD8X7Q4K2M5N6P7R8S9T0V1W",
             *           "username": "janedoe",
             *           "name": "Jane Doe",
             *           "profilePic": "",
             *           "bio": ""
             *         },
             *         "target": {
             *           "_id": "01JD8XA1B2C3D4E5F6G7H8J9K0",
             *           "text": "Buy now",
             *           "postedBy": {
             *             "_id": "01JD8X7Q4K2M5N6P7R8S9T0V1W",
             *             "username": "janedoe",
             *             "name": "Jane Doe",
             *             "profilePic": "",
             *             "bio": ""
             *           }
             *         },
             *         "reportsOnTarget": 3,
             *         "resolution": null
             *       }
             *     ]
             */
            'application/json': {
              _id: string;
              status: 'open' | 'resolved';
              targetType: 'post' | 'reply' | 'user' | 'story' | 'message';
              targetId: string;
              reason: 'spam' | 'harassment' | 'illegal' | 'other';
              note: string;
              /** Format: date-time */
              createdAt: string;
              /**
               * @example {
               *       "_id": "01JD8X7Q4K2M5N6P7R8S9T0V1W",
               *       "username": "janedoe",
               *       "name": "Jane Doe",
               *       "profilePic": "/media/01jd8x7q4k2m5n6p7r8s9t0v1w.webp",
               *       "bio": "Painter. Coffee."
               *     }
               */
              reporter: {
                /** @description ULID */
                _id: string;
                username: string;
                name: string;
                /** @description URL of the avatar, or empty for the default one */
                profilePic: string;
                bio: string;
                /**
                 * @description Only for a person on another server
                 * @enum {boolean}
                 */
                remote?: true;
                /** @description A remote person's server */
                host?: string;
                /** @description A remote person's page on their server */
                url?: string;
              };
              /** @description The content as it was when reported: a post, reply, user, story or message in its API shape */
              target:
                | ({
                    _id?: string;
                    text?: string;
                    img?: string | null;
                    video?: string | null;
                    postedBy?: {
                      _id?: string;
                      username?: string;
                      profilePic?: string;
                    } & {
                      [key: string]: unknown;
                    };
                    username?: string;
                    userProfilePic?: string;
                    profilePic?: string;
                    bio?: string;
                    user?: {
                      _id?: string;
                      username?: string;
                      profilePic?: string;
                    } & {
                      [key: string]: unknown;
                    };
                    mediaUrl?: string;
                    mediaType?: 'image' | 'video';
                  } & {
                    [key: string]: unknown;
                  })
                | null;
              /** @description Reports on the same target, whatever their status */
              reportsOnTarget: number;
              resolution: 'dismiss' | 'remove' | 'suspend' | null;
            }[];
          };
        };
        /** @description Invalid input */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "error": "status must be \"open\" or \"resolved\"",
             *       "code": "REPORT_STATUS_INVALID"
             *     }
             */
            'application/json': {
              /** @description Shown to people as is, in the request's language */
              error: string;
              /**
               * @description Stable, for programs: the same in every language
               * @enum {string}
               */
              code: 'REPORT_STATUS_INVALID';
            };
          };
        };
        /** @description Not logged in */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "error": "You must be logged in",
             *       "code": "LOGIN_REQUIRED"
             *     }
             */
            'application/json': {
              /** @description Shown to people as is, in the request's language */
              error: string;
              /**
               * @description Stable, for programs: the same in every language
               * @enum {string}
               */
              code: 'LOGIN_REQUIRED';
            };
          };
        };
        /** @description Not allowed */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "error": "Admins only",
             *       "code": "ADMINS_ONLY"
             *     }
             */
            'application/json': {
              /** @description Shown to people as is, in the request's language */
              error: string;
              /**
               * @description Stable, for programs: the same in every language
               * @enum {string}
               */
              code: 'ADMINS_ONLY';
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
  '/api/admin/reports/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Act on a report: dismiss, remove the content, or suspend its author
     * @description Resolves every open report on the same target.
     */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            action?: string;
          };
        };
      };
      responses: {
        /** @description The report, resolved */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "_id": "01JD8XB2C3D4E5F6G7H8J9K0LM",
             *       "status": "resolved",
             *       "targetType": "post",
             *       "targetId": "01JD8XA1B2C3D4E5F6G7H8J9K0",
             *       "reason": "spam",
             *       "note": "Same link posted all day",
             *       "createdAt": "2026-11-20T10:00:00.000Z",
             *       "reporter": {
             *         "_id": "01JD8X7Q4K2M5N6P7R8S9T0V1W",
             *         "username": "janedoe",
             *         "name": "Jane Doe",
             *         "profilePic": "",
             *         "bio": ""
             *       },
             *       "target": {
             *         "_id": "01JD8XA1B2C3D4E5F6G7H8J9K0",
             *         "text": "Buy now",
             *         "postedBy": {
             *           "_id": "01JD8X7Q4K2M5N6P7R8S9T0V1W",
             *           "username": "janedoe",
             *           "name": "Jane Doe",
             *           "profilePic": "",
             *           "bio": ""
             *         }
             *       },
             *       "reportsOnTarget": 3,
             *       "resolution": "remove"
             *     }
             */
            'application/json': {
              _id: string;
              status: 'open' | 'resolved';
              targetType: 'post' | 'reply' | 'user' | 'story' | 'message';
              targetId: string;
              reason: 'spam' | 'harassment' | 'illegal' | 'other';
              note: string;
              /** Format: date-time */
              createdAt: string;
              /**
               * @example {
               *       "_id": "01JD8X7Q4K2M5N6P7R8S9T0V1W",
               *       "username": "janedoe",
               *       "name": "Jane Doe",
               *       "profilePic": "/media/01jd8x7q4k2m5n6p7r8s9t0v1w.webp",
               *       "bio": "Painter. Coffee."
               *     }
               */
              reporter: {
                /** @description ULID */
                _id: string;
                username: string;
                name: string;
                /** @description URL of the avatar, or empty for the default one */
                profilePic: string;
                bio: string;
                /**
                 * @description Only for a person on another server
                 * @enum {boolean}
                 */
                remote?: true;
                /** @description A remote person's server */
                host?: string;
                /** @description A remote person's page on their server */
                url?: string;
              };
              /** @description The content as it was when reported: a post, reply, user, story or message in its API shape */
              target:
                | ({
                    _id?: string;
                    text?: string;
                    img?: string | null;
                    video?: string | null;
                    postedBy?: {
                      _id?: string;
                      username?: string;
                      profilePic?: string;
                    } & {
                      [key: string]: unknown;
                    };
                    username?: string;
                    userProfilePic?: string;
                    profilePic?: string;
                    bio?: string;
                    user?: {
                      _id?: string;
                      username?: string;
                      profilePic?: string;
                    } & {
                      [key: string]: unknown;
                    };
                    mediaUrl?: string;
                    mediaType?: 'image' | 'video';
                  } & {
                    [key: string]: unknown;
                  })
                | null;
              /** @description Reports on the same target, whatever their status */
              reportsOnTarget: number;
              resolution: 'dismiss' | 'remove' | 'suspend' | null;
            };
          };
        };
        /** @description Invalid input */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "error": "action must be \"dismiss\", \"remove\" or \"suspend\"",
             *       "code": "REPORT_ACTION_INVALID"
             *     }
             */
            'application/json': {
              /** @description Shown to people as is, in the request's language */
              error: string;
              /**
               * @description Stable, for programs: the same in every language
               * @enum {string}
               */
              code: 'REPORT_ACTION_INVALID';
            };
          };
        };
        /** @description Not logged in */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "error": "You must be logged in",
             *       "code": "LOGIN_REQUIRED"
             *     }
             */
            'application/json': {
              /** @description Shown to people as is, in the request's language */
              error: string;
              /**
               * @description Stable, for programs: the same in every language
               * @enum {string}
               */
              code: 'LOGIN_REQUIRED';
            };
          };
        };
        /** @description Not allowed */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "error": "Admins only",
             *       "code": "ADMINS_ONLY"
             *     }
             */
            'application/json': {
              /** @description Shown to people as is, in the request's language */
              error: string;
              /**
               * @description Stable, for programs: the same in every language
               * @enum {string}
               */
              code: 'ADMINS_ONLY';
            };
          };
        };
        /** @description Not found */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "error": "Report not found",
             *       "code": "REPORT_NOT_FOUND"
             *     }
             */
            'application/json': {
              /** @description Shown to people as is, in the request's language */
              error: string;
              /**
               * @description Stable, for programs: the same in every language
               * @enum {string}
               */
              code: 'REPORT_NOT_FOUND';
            };
          };
        };
        /** @description Conflict with existing data */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "error": "This report is already resolved",
             *       "code": "REPORT_RESOLVED"
             *     }
             */
            'application/json': {
              /** @description Shown to people as is, in the request's language */
              error: string;
              /**
               * @description Stable, for programs: the same in every language
               * @enum {string}
               */
              code: 'REPORT_RESOLVED';
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
  '/api/admin/users/suspended': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Suspended accounts, most recently suspended first */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Suspended accounts, most recent first */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example [
             *       {
             *         "_id": "01JD8X7Q4K2M5N6P7R8S9T0V1W",
             *         "username": "janedoe",
             *         "name": "Jane Doe",
             *         "profilePic": "",
             *         "bio": "",
             *         "role": "user",
             *         "suspended": true,
             *         "suspendedAt": "2026-11-20T10:05:00.000Z",
             *         "suspensionReason": "Spam"
             *       }
             *     ]
             */
            'application/json': {
              /** @description ULID */
              _id: string;
              username: string;
              name: string;
              /** @description URL of the avatar, or empty for the default one */
              profilePic: string;
              bio: string;
              /**
               * @description Only for a person on another server
               * @enum {boolean}
               */
              remote?: true;
              /** @description A remote person's server */
              host?: string;
              /** @description A remote person's page on their server */
              url?: string;
              role: 'user' | 'admin';
              suspended: boolean;
              suspendedAt: string | null;
              suspensionReason: string | null;
            }[];
          };
        };
        /** @description Not logged in */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "error": "You must be logged in",
             *       "code": "LOGIN_REQUIRED"
             *     }
             */
            'application/json': {
              /** @description Shown to people as is, in the request's language */
              error: string;
              /**
               * @description Stable, for programs: the same in every language
               * @enum {string}
               */
              code: 'LOGIN_REQUIRED';
            };
          };
        };
        /** @description Not allowed */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "error": "Admins only",
             *       "code": "ADMINS_ONLY"
             *     }
             */
            'application/json': {
              /** @description Shown to people as is, in the request's language */
              error: string;
              /**
               * @description Stable, for programs: the same in every language
               * @enum {string}
               */
              code: 'ADMINS_ONLY';
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
  '/api/admin/users/{id}/suspend': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Suspend an account: sessions revoked, sockets closed, content hidden, login refused */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            reason?: string;
          };
        };
      };
      responses: {
        /** @description The account */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "_id": "01JD8X7Q4K2M5N6P7R8S9T0V1W",
             *       "username": "janedoe",
             *       "name": "Jane Doe",
             *       "profilePic": "",
             *       "bio": "",
             *       "role": "user",
             *       "suspended": true,
             *       "suspendedAt": "2026-11-20T10:05:00.000Z",
             *       "suspensionReason": "Spam"
             *     }
             */
            'application/json': {
              /** @description ULID */
              _id: string;
              username: string;
              name: string;
              /** @description URL of the avatar, or empty for the default one */
              profilePic: string;
              bio: string;
              /**
               * @description Only for a person on another server
               * @enum {boolean}
               */
              remote?: true;
              /** @description A remote person's server */
              host?: string;
              /** @description A remote person's page on their server */
              url?: string;
              role: 'user' | 'admin';
              suspended: boolean;
              suspendedAt: string | null;
              suspensionReason: string | null;
            };
          };
        };
        /** @description Invalid input */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "error": "A reason is required",
             *       "code": "REASON_REQUIRED"
             *     }
             */
            'application/json': {
              /** @description Shown to people as is, in the request's language */
              error: string;
              /**
               * @description Stable, for programs: the same in every language
               * @enum {string}
               */
              code: 'REASON_REQUIRED';
            };
          };
        };
        /** @description Not logged in */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "error": "You must be logged in",
             *       "code": "LOGIN_REQUIRED"
             *     }
             */
            'application/json': {
              /** @description Shown to people as is, in the request's language */
              error: string;
              /**
               * @description Stable, for programs: the same in every language
               * @enum {string}
               */
              code: 'LOGIN_REQUIRED';
            };
          };
        };
        /** @description Not allowed */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "error": "Admins cannot suspend admins",
             *       "code": "ADMIN_TARGET"
             *     }
             */
            'application/json': {
              /** @description Shown to people as is, in the request's language */
              error: string;
              /**
               * @description Stable, for programs: the same in every language
               * @enum {string}
               */
              code: 'ADMIN_TARGET';
            };
          };
        };
        /** @description Not found */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "error": "User not found",
             *       "code": "USER_NOT_FOUND"
             *     }
             */
            'application/json': {
              /** @description Shown to people as is, in the request's language */
              error: string;
              /**
               * @description Stable, for programs: the same in every language
               * @enum {string}
               */
              code: 'USER_NOT_FOUND';
            };
          };
        };
        /** @description Conflict with existing data */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "error": "This account is already suspended",
             *       "code": "ALREADY_SUSPENDED"
             *     }
             */
            'application/json': {
              /** @description Shown to people as is, in the request's language */
              error: string;
              /**
               * @description Stable, for programs: the same in every language
               * @enum {string}
               */
              code: 'ALREADY_SUSPENDED';
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
  '/api/admin/users/{id}/unsuspend': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Lift a suspension */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The account */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "_id": "01JD8X7Q4K2M5N6P7R8S9T0V1W",
             *       "username": "janedoe",
             *       "name": "Jane Doe",
             *       "profilePic": "",
             *       "bio": "",
             *       "role": "user",
             *       "suspended": true,
             *       "suspendedAt": "2026-11-20T10:05:00.000Z",
             *       "suspensionReason": "Spam"
             *     }
             */
            'application/json': {
              /** @description ULID */
              _id: string;
              username: string;
              name: string;
              /** @description URL of the avatar, or empty for the default one */
              profilePic: string;
              bio: string;
              /**
               * @description Only for a person on another server
               * @enum {boolean}
               */
              remote?: true;
              /** @description A remote person's server */
              host?: string;
              /** @description A remote person's page on their server */
              url?: string;
              role: 'user' | 'admin';
              suspended: boolean;
              suspendedAt: string | null;
              suspensionReason: string | null;
            };
          };
        };
        /** @description Not logged in */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "error": "You must be logged in",
             *       "code": "LOGIN_REQUIRED"
             *     }
             */
            'application/json': {
              /** @description Shown to people as is, in the request's language */
              error: string;
              /**
               * @description Stable, for programs: the same in every language
               * @enum {string}
               */
              code: 'LOGIN_REQUIRED';
            };
          };
        };
        /** @description Not allowed */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "error": "Admins only",
             *       "code": "ADMINS_ONLY"
             *     }
             */
            'application/json': {
              /** @description Shown to people as is, in the request's language */
              error: string;
              /**
               * @description Stable, for programs: the same in every language
               * @enum {string}
               */
              code: 'ADMINS_ONLY';
            };
          };
        };
        /** @description Not found */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "error": "User not found",
             *       "code": "USER_NOT_FOUND"
             *     }
             */
            'application/json': {
              /** @description Shown to people as is, in the request's language */
              error: string;
              /**
               * @description Stable, for programs: the same in every language
               * @enum {string}
               */
              code: 'USER_NOT_FOUND';
            };
          };
        };
        /** @description Conflict with existing data */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "error": "This account is not suspended",
             *       "code": "NOT_SUSPENDED"
             *     }
             */
            'application/json': {
              /** @description Shown to people as is, in the request's language */
              error: string;
              /**
               * @description Stable, for programs: the same in every language
               * @enum {string}
               */
              code: 'NOT_SUSPENDED';
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
  '/api/admin/audit': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The audit log, newest first, 50 a page (?before=<last id>) */
    get: {
      parameters: {
        query?: {
          before?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Admin actions, newest first */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example [
             *       {
             *         "_id": "01JD8XC3D4E5F6G7H8J9K0LMNP",
             *         "admin": {
             *           "_id": "01JD8X7Q4K2M5N6P7R8S9T0V1W",
             *           "username": "janedoe",
             *           "name": "Jane Doe",
             *           "profilePic": "",
             *           "bio": ""
             *         },
             *         "action": "remove",
             *         "targetType": "post",
             *         "targetId": "01JD8XA1B2C3D4E5F6G7H8J9K0",
             *         "reason": "spam",
             *         "createdAt": "2026-11-20T10:05:00.000Z"
             *       }
             *     ]
             */
            'application/json': {
              _id: string;
              /** @description Null for `npm run admin` on the command line */
              admin: {
                /** @description ULID */
                _id: string;
                username: string;
                name: string;
                /** @description URL of the avatar, or empty for the default one */
                profilePic: string;
                bio: string;
                /**
                 * @description Only for a person on another server
                 * @enum {boolean}
                 */
                remote?: true;
                /** @description A remote person's server */
                host?: string;
                /** @description A remote person's page on their server */
                url?: string;
              } | null;
              action:
                | 'dismiss'
                | 'remove'
                | 'suspend'
                | 'unsuspend'
                | 'grant'
                | 'revoke'
                | 'domain_block'
                | 'domain_limit'
                | 'domain_unblock';
              targetType: string;
              targetId: string;
              reason: string;
              /** Format: date-time */
              createdAt: string;
            }[];
          };
        };
        /** @description Invalid input */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "error": "before must be the id of the last item of the previous page",
             *       "code": "PAGE_CURSOR_INVALID"
             *     }
             */
            'application/json': {
              /** @description Shown to people as is, in the request's language */
              error: string;
              /**
               * @description Stable, for programs: the same in every language
               * @enum {string}
               */
              code: 'PAGE_CURSOR_INVALID';
            };
          };
        };
        /** @description Not logged in */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "error": "You must be logged in",
             *       "code": "LOGIN_REQUIRED"
             *     }
             */
            'application/json': {
              /** @description Shown to people as is, in the request's language */
              error: string;
              /**
               * @description Stable, for programs: the same in every language
               * @enum {string}
               */
              code: 'LOGIN_REQUIRED';
            };
          };
        };
        /** @description Not allowed */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "error": "Admins only",
             *       "code": "ADMINS_ONLY"
             *     }
             */
            'application/json': {
              /** @description Shown to people as is, in the request's language */
              error: string;
              /**
               * @description Stable, for programs: the same in every language
               * @enum {string}
               */
              code: 'ADMINS_ONLY';
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
  '/api/admin/instances': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Servers we know: people here, last contact, failures, paused, blocked or limited */
    get: {
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
            /**
             * @example [
             *       {
             *         "host": "social.example",
             *         "people": 12,
             *         "lastContactAt": "2026-11-26T21:00:00.000Z",
             *         "lastDeliveryAt": "2026-11-26T21:01:00.000Z",
             *         "failures": 0,
             *         "failingSince": null,
             *         "paused": false,
             *         "severity": null
             *       }
             *     ]
             */
            'application/json': {
              host: string;
              /** @description Their people known here */
              people: number;
              lastContactAt: string | null;
              lastDeliveryAt: string | null;
              failures: number;
              failingSince: string | null;
              /** @description Deliveries held: every delivery failed for 7 days */
              paused: boolean;
              severity: ('block' | 'limit') | null;
            }[];
          };
        };
        /** @description Not logged in */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "error": "You must be logged in",
             *       "code": "LOGIN_REQUIRED"
             *     }
             */
            'application/json': {
              /** @description Shown to people as is, in the request's language */
              error: string;
              /**
               * @description Stable, for programs: the same in every language
               * @enum {string}
               */
              code: 'LOGIN_REQUIRED';
            };
          };
        };
        /** @description Not allowed */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "error": "Admins only",
             *       "code": "ADMINS_ONLY"
             *     }
             */
            'application/json': {
              /** @description Shown to people as is, in the request's language */
              error: string;
              /**
               * @description Stable, for programs: the same in every language
               * @enum {string}
               */
              code: 'ADMINS_ONLY';
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
  '/api/admin/domain-blocks': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Blocked and limited servers, by domain */
    get: {
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
            /**
             * @example [
             *       {
             *         "domain": "spam.example",
             *         "severity": "block",
             *         "reason": "Spam waves",
             *         "createdAt": "2026-11-26T21:00:00.000Z"
             *       }
             *     ]
             */
            'application/json': {
              domain: string;
              severity: 'block' | 'limit';
              reason: string;
              /** Format: date-time */
              createdAt: string;
            }[];
          };
        };
        /** @description Not logged in */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "error": "You must be logged in",
             *       "code": "LOGIN_REQUIRED"
             *     }
             */
            'application/json': {
              /** @description Shown to people as is, in the request's language */
              error: string;
              /**
               * @description Stable, for programs: the same in every language
               * @enum {string}
               */
              code: 'LOGIN_REQUIRED';
            };
          };
        };
        /** @description Not allowed */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "error": "Admins only",
             *       "code": "ADMINS_ONLY"
             *     }
             */
            'application/json': {
              /** @description Shown to people as is, in the request's language */
              error: string;
              /**
               * @description Stable, for programs: the same in every language
               * @enum {string}
               */
              code: 'ADMINS_ONLY';
            };
          };
        };
      };
    };
    put?: never;
    /**
     * Block or limit a server (its subdomains too), or change its rule
     * @description `block`: its requests refused, nothing delivered to it, its people here and their content erased. `limit`: its posts kept out of home feeds of people here who do not follow their authors.
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
          'application/json': {
            domain?: string;
            severity?: string;
            reason?: string;
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
            /**
             * @example {
             *       "domain": "spam.example",
             *       "severity": "block",
             *       "reason": "Spam waves",
             *       "createdAt": "2026-11-26T21:00:00.000Z"
             *     }
             */
            'application/json': {
              domain: string;
              severity: 'block' | 'limit';
              reason: string;
              /** Format: date-time */
              createdAt: string;
            };
          };
        };
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "domain": "spam.example",
             *       "severity": "block",
             *       "reason": "Spam waves",
             *       "createdAt": "2026-11-26T21:00:00.000Z"
             *     }
             */
            'application/json': {
              domain: string;
              severity: 'block' | 'limit';
              reason: string;
              /** Format: date-time */
              createdAt: string;
            };
          };
        };
        /** @description Invalid input */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "error": "Give a server’s domain name, such as social.example",
             *       "code": "DOMAIN_INVALID"
             *     }
             */
            'application/json': {
              /** @description Shown to people as is, in the request's language */
              error: string;
              /**
               * @description Stable, for programs: the same in every language
               * @enum {string}
               */
              code: 'DOMAIN_INVALID';
            };
          };
        };
        /** @description Not logged in */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "error": "You must be logged in",
             *       "code": "LOGIN_REQUIRED"
             *     }
             */
            'application/json': {
              /** @description Shown to people as is, in the request's language */
              error: string;
              /**
               * @description Stable, for programs: the same in every language
               * @enum {string}
               */
              code: 'LOGIN_REQUIRED';
            };
          };
        };
        /** @description Not allowed */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "error": "Admins only",
             *       "code": "ADMINS_ONLY"
             *     }
             */
            'application/json': {
              /** @description Shown to people as is, in the request's language */
              error: string;
              /**
               * @description Stable, for programs: the same in every language
               * @enum {string}
               */
              code: 'ADMINS_ONLY';
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
  '/api/admin/domain-blocks/{domain}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Lift a block or limit */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          domain: string;
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
            /**
             * @example {
             *       "domain": "spam.example"
             *     }
             */
            'application/json': {
              domain: string;
            };
          };
        };
        /** @description Not logged in */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "error": "You must be logged in",
             *       "code": "LOGIN_REQUIRED"
             *     }
             */
            'application/json': {
              /** @description Shown to people as is, in the request's language */
              error: string;
              /**
               * @description Stable, for programs: the same in every language
               * @enum {string}
               */
              code: 'LOGIN_REQUIRED';
            };
          };
        };
        /** @description Not allowed */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "error": "Admins only",
             *       "code": "ADMINS_ONLY"
             *     }
             */
            'application/json': {
              /** @description Shown to people as is, in the request's language */
              error: string;
              /**
               * @description Stable, for programs: the same in every language
               * @enum {string}
               */
              code: 'ADMINS_ONLY';
            };
          };
        };
        /** @description Not found */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "error": "This server is neither blocked nor limited",
             *       "code": "DOMAIN_NOT_BLOCKED"
             *     }
             */
            'application/json': {
              /** @description Shown to people as is, in the request's language */
              error: string;
              /**
               * @description Stable, for programs: the same in every language
               * @enum {string}
               */
              code: 'DOMAIN_NOT_BLOCKED';
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
}
export type webhooks = Record<string, never>;
export interface components {
  schemas: {
    /** @description Socket.IO events the server sends, by name: each property is that event’s payload */
    ServerSocketEvents: {
      /** @description The people whose presence I am shown who have a tab open */
      getOnlineUsers: string[];
      /**
       * @description A message
       * @example {
       *       "_id": "01JD8Y2B3C4D5E6F7G8H9J0K1M",
       *       "conversationId": "01JD8Y1A2B3C4D5E6F7G8H9J0K",
       *       "sender": "01JD8X7Q4K2M5N6P7R8S9T0V1W",
       *       "text": "See you at eight?",
       *       "img": "",
       *       "seen": false,
       *       "createdAt": "2026-11-22T09:15:00.000Z"
       *     }
       */
      newMessage: {
        /** @description ULID; later messages have larger ids */
        _id: string;
        conversationId: string;
        /** @description The sender's user id (for a system message, who made the change) */
        sender: string;
        /** @description Up to 2000 characters; empty for an image-only message */
        text: string;
        /** @description URL of the attached image, or empty */
        img: string;
        /** @description One-to-one: whether the recipient has opened the conversation since. Group: every other member has */
        seen: boolean;
        /** Format: date-time */
        createdAt: string;
        /** @description Group messages only: the members other than the sender who have seen it */
        seenBy?: string[];
        /** @description A group's system message: its `text` is the sentence to show */
        system?: 'created' | 'added' | 'left' | 'renamed';
        /** @description A system message's names (null when gone) and group name, for each client to word it */
        systemParams?: {
          actor: string | null;
          subject: string | null;
          group: string;
        };
        /**
         * @description Only on a deleted message, whose text and image are empty
         * @enum {boolean}
         */
        deleted?: true;
        /**
         * @description Group messages only: from someone you blocked; shown collapsed ("Message from someone you blocked") until tapped. Messages from someone who blocked you are not listed at all
         * @enum {boolean}
         */
        fromBlocked?: true;
      };
      /** @description `userId` read the conversation up to its newest message (the reader’s tabs hear it too) */
      messagesSeen: {
        conversationId: string;
        userId: string;
      };
      messageDeleted: {
        conversationId: string;
        messageId: string;
      };
      /** @description `userId` is typing in the conversation (never sent to the typist) */
      typing: {
        conversationId: string;
        userId: string;
      };
      /**
       * @description A notification, or the newest of a group of them
       * @example {
       *       "_id": "01JD8Z4M5N6P7Q8R9S0T1V2W3X",
       *       "type": "like",
       *       "message": "maya and 3 others liked your post",
       *       "kind": "like",
       *       "target": "post",
       *       "actors": [
       *         {
       *           "username": "maya"
       *         }
       *       ],
       *       "isRead": false,
       *       "createdAt": "2026-11-20T21:40:00.000Z",
       *       "senderId": {
       *         "_id": "01JD8XA0B1C2D3E4F5G6H7J8K9",
       *         "username": "maya",
       *         "name": "Maya Ito",
       *         "profilePic": ""
       *       },
       *       "postId": "01JD8Y0A1B2C3D4E5F6G7H8J9K",
       *       "replyId": null,
       *       "count": 4,
       *       "groupKey": "01JD8Z1A2B3C4D5E6F7G8H9J0K"
       *     }
       */
      newNotification: {
        _id: string;
        type: 'follow' | 'like' | 'reply' | 'repost' | 'mention';
        /** @description The English sentence, for clients that do not word it themselves */
        message: string;
        /** @description What happened (the type): with target and actors, to word it */
        kind?: string;
        /** @description On the recipient's post or reply; null for a follow */
        target?: 'post' | 'reply' | null;
        /** @description Who did it, the newest first */
        actors?: {
          username: string;
        }[];
        isRead: boolean;
        /** Format: date-time */
        createdAt: string;
        /** @description Who caused it */
        senderId: {
          _id: string;
          username: string;
          name: string;
          profilePic: string;
        };
        /** @description The post it is about; null for follows */
        postId: string | null;
        /** @description For a reply: the reply, shown on the post page; null otherwise */
        replyId: string | null;
        /** @description How many people it stands for: likes (or reposts) of one post within a day of the first are one notification, shown as its newest ("maya and 3 others liked your post") */
        count: number;
        /** @description The same for every notification of a group; a live notification replaces the one with its key */
        groupKey: string;
      };
      /** @description A post by someone I follow reached my home timeline: only a cue to offer "New posts" */
      newFeedPost: {
        postId: string;
        authorId: string;
      };
      /** @description A person on another server answered my follow request: `following` when accepted, false when refused or ended */
      followAnswered: {
        userId: string;
        following: boolean;
      };
      /** @description My account’s language was chosen (Settings → Language, any tab or device; "auto" follows the browser): every open tab takes it */
      localeChosen: {
        locale: string;
      };
    };
    SendMessageAck:
      | {
          /**
           * @description A message
           * @example {
           *       "_id": "01JD8Y2B3C4D5E6F7G8H9J0K1M",
           *       "conversationId": "01JD8Y1A2B3C4D5E6F7G8H9J0K",
           *       "sender": "01JD8X7Q4K2M5N6P7R8S9T0V1W",
           *       "text": "See you at eight?",
           *       "img": "",
           *       "seen": false,
           *       "createdAt": "2026-11-22T09:15:00.000Z"
           *     }
           */
          message: {
            /** @description ULID; later messages have larger ids */
            _id: string;
            conversationId: string;
            /** @description The sender's user id (for a system message, who made the change) */
            sender: string;
            /** @description Up to 2000 characters; empty for an image-only message */
            text: string;
            /** @description URL of the attached image, or empty */
            img: string;
            /** @description One-to-one: whether the recipient has opened the conversation since. Group: every other member has */
            seen: boolean;
            /** Format: date-time */
            createdAt: string;
            /** @description Group messages only: the members other than the sender who have seen it */
            seenBy?: string[];
            /** @description A group's system message: its `text` is the sentence to show */
            system?: 'created' | 'added' | 'left' | 'renamed';
            /** @description A system message's names (null when gone) and group name, for each client to word it */
            systemParams?: {
              actor: string | null;
              subject: string | null;
              group: string;
            };
            /**
             * @description Only on a deleted message, whose text and image are empty
             * @enum {boolean}
             */
            deleted?: true;
            /**
             * @description Group messages only: from someone you blocked; shown collapsed ("Message from someone you blocked") until tapped. Messages from someone who blocked you are not listed at all
             * @enum {boolean}
             */
            fromBlocked?: true;
          };
        }
      | {
          error: string;
          code: string;
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
