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
     * @description HTTP latency by route pattern, database and media-processing timings, open sockets, online users. With `METRICS_TOKEN` set, send `Authorization: Bearer <token>`.
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
             *       "error": "A valid metrics token is required"
             *     }
             */
            'application/json': {
              /** @description Shown to people as is */
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
             *       "redis": "disabled"
             *     }
             */
            'application/json': {
              /** @enum {string} */
              status: 'ok';
              /** @enum {string} */
              database: 'ok';
              /** @description `disabled` when the deployment does not use it (Redis without REDIS_URL) */
              redis: 'ok' | 'down' | 'disabled';
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
             *       "isFrozen": false,
             *       "createdAt": "2026-11-01T09:30:00.000Z",
             *       "email": "jane@example.com"
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
              /** @description Ids of the users following this one */
              followers: string[];
              /** @description Ids of the users this one follows */
              following: string[];
              followersCount: number;
              followingCount: number;
              isFrozen: boolean;
              /** Format: date-time */
              createdAt: string;
              /** @description Only when the viewer is this user */
              email?: string;
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
             *       "error": "All fields are required."
             *     }
             */
            'application/json': {
              /** @description Shown to people as is */
              error: string;
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
             *       "error": "Username is already taken."
             *     }
             */
            'application/json': {
              /** @description Shown to people as is */
              error: string;
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
             *       "error": "Too many requests. Please try again later."
             *     }
             */
            'application/json': {
              /** @description Shown to people as is */
              error: string;
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
    /** Log in; unfreezes a frozen account */
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
             *       "isFrozen": false,
             *       "createdAt": "2026-11-01T09:30:00.000Z",
             *       "email": "jane@example.com"
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
              /** @description Ids of the users following this one */
              followers: string[];
              /** @description Ids of the users this one follows */
              following: string[];
              followersCount: number;
              followingCount: number;
              isFrozen: boolean;
              /** Format: date-time */
              createdAt: string;
              /** @description Only when the viewer is this user */
              email?: string;
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
             *       "error": "Invalid username or password"
             *     }
             */
            'application/json': {
              /** @description Shown to people as is */
              error: string;
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
             *       "error": "Too many requests. Please try again later."
             *     }
             */
            'application/json': {
              /** @description Shown to people as is */
              error: string;
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
             *       "error": "You must be logged in"
             *     }
             */
            'application/json': {
              /** @description Shown to people as is */
              error: string;
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
             *         "bio": "Painter. Coffee."
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
             *       "error": "Search query is required"
             *     }
             */
            'application/json': {
              /** @description Shown to people as is */
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
  '/api/users/profile/{key}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A profile by username or id; the email only for its owner */
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
             *       "isFrozen": false,
             *       "createdAt": "2026-11-01T09:30:00.000Z",
             *       "email": "jane@example.com"
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
              /** @description Ids of the users following this one */
              followers: string[];
              /** @description Ids of the users this one follows */
              following: string[];
              followersCount: number;
              followingCount: number;
              isFrozen: boolean;
              /** Format: date-time */
              createdAt: string;
              /** @description Only when the viewer is this user */
              email?: string;
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
             *       "error": "User not found"
             *     }
             */
            'application/json': {
              /** @description Shown to people as is */
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
     * @description Empty fields stay unchanged; a new password ends your other sessions. `profilePic` is a data URL in JSON, or a file field in a multipart/form-data request with the same fields.
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
             *       "isFrozen": false,
             *       "createdAt": "2026-11-01T09:30:00.000Z",
             *       "email": "jane@example.com"
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
              /** @description Ids of the users following this one */
              followers: string[];
              /** @description Ids of the users this one follows */
              following: string[];
              followersCount: number;
              followingCount: number;
              isFrozen: boolean;
              /** Format: date-time */
              createdAt: string;
              /** @description Only when the viewer is this user */
              email?: string;
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
             *       "error": "Username must be lowercase and contain no special characters."
             *     }
             */
            'application/json': {
              /** @description Shown to people as is */
              error: string;
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
             *       "error": "You must be logged in"
             *     }
             */
            'application/json': {
              /** @description Shown to people as is */
              error: string;
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
             *       "error": "You cannot update another user"
             *     }
             */
            'application/json': {
              /** @description Shown to people as is */
              error: string;
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
             *       "error": "User not found"
             *     }
             */
            'application/json': {
              /** @description Shown to people as is */
              error: string;
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
             *       "error": "Email is already registered."
             *     }
             */
            'application/json': {
              /** @description Shown to people as is */
              error: string;
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
             *       "error": "Request body is too large"
             *     }
             */
            'application/json': {
              /** @description Shown to people as is */
              error: string;
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
             *       "error": "Unsupported image type. Use JPEG, PNG, WebP, GIF or AVIF."
             *     }
             */
            'application/json': {
              /** @description Shown to people as is */
              error: string;
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
             *       "error": "You cannot follow yourself"
             *     }
             */
            'application/json': {
              /** @description Shown to people as is */
              error: string;
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
             *       "error": "You must be logged in"
             *     }
             */
            'application/json': {
              /** @description Shown to people as is */
              error: string;
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
             *       "error": "User not found"
             *     }
             */
            'application/json': {
              /** @description Shown to people as is */
              error: string;
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
             *         "bio": "Painter. Coffee."
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
             *       "error": "before must match pattern \"^[0-9]{1,15}$\""
             *     }
             */
            'application/json': {
              /** @description Shown to people as is */
              error: string;
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
             *       "error": "User not found"
             *     }
             */
            'application/json': {
              /** @description Shown to people as is */
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
             *       "error": "before must match pattern \"^[0-9]{1,15}$\""
             *     }
             */
            'application/json': {
              /** @description Shown to people as is */
              error: string;
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
             *       "error": "User not found"
             *     }
             */
            'application/json': {
              /** @description Shown to people as is */
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
             *         "createdAt": "2026-11-20T18:00:00.000Z",
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
             *         "repostsCount": 0,
             *         "repostOf": null
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
              /** Format: date-time */
              createdAt: string;
              /** @description Ids of the users who like it */
              likes: string[];
              /** @description Oldest first */
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
              repliesCount: number;
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
                /** Format: date-time */
                createdAt: string;
              } | null;
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
             *       "error": "media must be \"video\" or left out"
             *     }
             */
            'application/json': {
              /** @description Shown to people as is */
              error: string;
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
             *       "error": "You must be logged in"
             *     }
             */
            'application/json': {
              /** @description Shown to people as is */
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
     * @description JSON with `img` as a data URL, or multipart/form-data with the same fields and `img` / `video` files. `postedBy` must be your own id.
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
             *       "createdAt": "2026-11-20T18:00:00.000Z",
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
             *       "repostsCount": 0,
             *       "repostOf": null
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
              /** Format: date-time */
              createdAt: string;
              /** @description Ids of the users who like it */
              likes: string[];
              /** @description Oldest first */
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
              repliesCount: number;
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
                /** Format: date-time */
                createdAt: string;
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
            /**
             * @example {
             *       "error": "A post needs text, an image or a video."
             *     }
             */
            'application/json': {
              /** @description Shown to people as is */
              error: string;
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
             *       "error": "You must be logged in"
             *     }
             */
            'application/json': {
              /** @description Shown to people as is */
              error: string;
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
             *       "error": "You can only post as yourself"
             *     }
             */
            'application/json': {
              /** @description Shown to people as is */
              error: string;
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
             *       "error": "Request body is too large"
             *     }
             */
            'application/json': {
              /** @description Shown to people as is */
              error: string;
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
             *       "error": "Unsupported file type. Images: JPEG, PNG, WebP, GIF or AVIF. Videos: MP4, WebM or MOV."
             *     }
             */
            'application/json': {
              /** @description Shown to people as is */
              error: string;
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
             *       "error": "Too many requests. Please try again later."
             *     }
             */
            'application/json': {
              /** @description Shown to people as is */
              error: string;
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
             *       "createdAt": "2026-11-20T18:00:00.000Z",
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
             *       "repostsCount": 0,
             *       "repostOf": null
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
              /** Format: date-time */
              createdAt: string;
              /** @description Ids of the users who like it */
              likes: string[];
              /** @description Oldest first */
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
              repliesCount: number;
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
                /** Format: date-time */
                createdAt: string;
              } | null;
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
             *       "error": "Post not found"
             *     }
             */
            'application/json': {
              /** @description Shown to people as is */
              error: string;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    /** Delete your post (its replies, likes and media go with it) */
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
             *       "error": "You must be logged in"
             *     }
             */
            'application/json': {
              /** @description Shown to people as is */
              error: string;
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
             *       "error": "You can only delete your own posts"
             *     }
             */
            'application/json': {
              /** @description Shown to people as is */
              error: string;
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
             *       "error": "Post not found"
             *     }
             */
            'application/json': {
              /** @description Shown to people as is */
              error: string;
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
             *       "error": "You must be logged in"
             *     }
             */
            'application/json': {
              /** @description Shown to people as is */
              error: string;
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
             *       "error": "Post not found"
             *     }
             */
            'application/json': {
              /** @description Shown to people as is */
              error: string;
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
  '/api/posts/reply/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Reply to a post */
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
          };
        };
      };
      responses: {
        /** @description A reply */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "_id": "01JD8YB3C4D5E6F7G8H9J0K1M2",
             *       "postId": "01JD8Y0A1B2C3D4E5F6G7H8J9K",
             *       "userId": "01JD8X9A1B2C3D4E5F6G7H8J9K",
             *       "username": "sam",
             *       "userProfilePic": "",
             *       "text": "Lovely light!",
             *       "createdAt": "2026-11-20T18:05:00.000Z"
             *     }
             */
            'application/json': {
              _id: string;
              postId: string;
              userId: string;
              username: string;
              userProfilePic: string;
              text: string;
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
             *       "error": "Reply text is required."
             *     }
             */
            'application/json': {
              /** @description Shown to people as is */
              error: string;
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
             *       "error": "You must be logged in"
             *     }
             */
            'application/json': {
              /** @description Shown to people as is */
              error: string;
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
             *       "error": "Post not found"
             *     }
             */
            'application/json': {
              /** @description Shown to people as is */
              error: string;
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
             *       "error": "Too many requests. Please try again later."
             *     }
             */
            'application/json': {
              /** @description Shown to people as is */
              error: string;
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
  '/api/posts/repost': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Repost a post, with an optional message (reposting a bare repost reposts its original) */
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
             *       "createdAt": "2026-11-20T18:00:00.000Z",
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
             *       "repostsCount": 0,
             *       "repostOf": null
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
              /** Format: date-time */
              createdAt: string;
              /** @description Ids of the users who like it */
              likes: string[];
              /** @description Oldest first */
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
              repliesCount: number;
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
                /** Format: date-time */
                createdAt: string;
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
            /**
             * @example {
             *       "error": "postId is required"
             *     }
             */
            'application/json': {
              /** @description Shown to people as is */
              error: string;
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
             *       "error": "You must be logged in"
             *     }
             */
            'application/json': {
              /** @description Shown to people as is */
              error: string;
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
             *       "error": "Post not found"
             *     }
             */
            'application/json': {
              /** @description Shown to people as is */
              error: string;
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
             *       "error": "Too many requests. Please try again later."
             *     }
             */
            'application/json': {
              /** @description Shown to people as is */
              error: string;
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
             *         "createdAt": "2026-11-20T18:00:00.000Z",
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
             *         "repostsCount": 0,
             *         "repostOf": null
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
              /** Format: date-time */
              createdAt: string;
              /** @description Ids of the users who like it */
              likes: string[];
              /** @description Oldest first */
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
              repliesCount: number;
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
                /** Format: date-time */
                createdAt: string;
              } | null;
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
             *       "error": "page must be a whole number from 1 to 500"
             *     }
             */
            'application/json': {
              /** @description Shown to people as is */
              error: string;
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
             *       "error": "User not found"
             *     }
             */
            'application/json': {
              /** @description Shown to people as is */
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
        /** @description The user's replies, newest first, each with the post it answers */
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
             *           "postId": "01JD8Y0A1B2C3D4E5F6G7H8J9K",
             *           "userId": "01JD8X9A1B2C3D4E5F6G7H8J9K",
             *           "username": "sam",
             *           "userProfilePic": "",
             *           "text": "Lovely light!",
             *           "createdAt": "2026-11-20T18:05:00.000Z"
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
             *           "createdAt": "2026-11-20T18:00:00.000Z",
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
             *           "repostsCount": 0,
             *           "repostOf": null
             *         }
             *       }
             *     ]
             */
            'application/json': {
              /**
               * @description A reply
               * @example {
               *       "_id": "01JD8YB3C4D5E6F7G8H9J0K1M2",
               *       "postId": "01JD8Y0A1B2C3D4E5F6G7H8J9K",
               *       "userId": "01JD8X9A1B2C3D4E5F6G7H8J9K",
               *       "username": "sam",
               *       "userProfilePic": "",
               *       "text": "Lovely light!",
               *       "createdAt": "2026-11-20T18:05:00.000Z"
               *     }
               */
              reply: {
                _id: string;
                postId: string;
                userId: string;
                username: string;
                userProfilePic: string;
                text: string;
                /** Format: date-time */
                createdAt: string;
              };
              /**
               * @description A post
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
               *       "createdAt": "2026-11-20T18:00:00.000Z",
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
               *       "repostsCount": 0,
               *       "repostOf": null
               *     }
               */
              post: {
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
                /** Format: date-time */
                createdAt: string;
                /** @description Ids of the users who like it */
                likes: string[];
                /** @description Oldest first */
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
                repliesCount: number;
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
                  /** Format: date-time */
                  createdAt: string;
                } | null;
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
             *       "error": "page must be a whole number from 1 to 500"
             *     }
             */
            'application/json': {
              /** @description Shown to people as is */
              error: string;
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
             *       "error": "User not found"
             *     }
             */
            'application/json': {
              /** @description Shown to people as is */
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
  '/api/notifications': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Your notifications, newest first (?before=<last id> for more) */
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
        /** @description Newest first */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example [
             *       {
             *         "_id": "01JD8Z1A2B3C4D5E6F7G8H9J0K",
             *         "type": "like",
             *         "message": "sam liked your post",
             *         "isRead": false,
             *         "createdAt": "2026-11-20T18:06:00.000Z",
             *         "senderId": {
             *           "_id": "01JD8X9A1B2C3D4E5F6G7H8J9K",
             *           "username": "sam",
             *           "name": "Sam Lee",
             *           "profilePic": ""
             *         },
             *         "postId": "01JD8Y0A1B2C3D4E5F6G7H8J9K"
             *       }
             *     ]
             */
            'application/json': {
              _id: string;
              type: 'follow' | 'like' | 'reply' | 'repost';
              message: string;
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
             *       "error": "You must be logged in"
             *     }
             */
            'application/json': {
              /** @description Shown to people as is */
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
  '/api/notifications/unread-count': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** How many of your notifications are unread */
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
             *       "error": "You must be logged in"
             *     }
             */
            'application/json': {
              /** @description Shown to people as is */
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
             *       "error": "You must be logged in"
             *     }
             */
            'application/json': {
              /** @description Shown to people as is */
              error: string;
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
    /** Mark one of your notifications read */
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
        /** @description A notification */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "_id": "01JD8Z1A2B3C4D5E6F7G8H9J0K",
             *       "type": "like",
             *       "message": "sam liked your post",
             *       "isRead": false,
             *       "createdAt": "2026-11-20T18:06:00.000Z",
             *       "senderId": {
             *         "_id": "01JD8X9A1B2C3D4E5F6G7H8J9K",
             *         "username": "sam",
             *         "name": "Sam Lee",
             *         "profilePic": ""
             *       },
             *       "postId": "01JD8Y0A1B2C3D4E5F6G7H8J9K"
             *     }
             */
            'application/json': {
              _id: string;
              type: 'follow' | 'like' | 'reply' | 'repost';
              message: string;
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
             *       "error": "You must be logged in"
             *     }
             */
            'application/json': {
              /** @description Shown to people as is */
              error: string;
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
             *       "error": "Notification not found"
             *     }
             */
            'application/json': {
              /** @description Shown to people as is */
              error: string;
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
     * Send a message; the first one starts the conversation
     * @description JSON with `img` as a data URL, or multipart/form-data with the same fields and an `img` file. Text or an image is required. The header `X-Socket-Id` (the sending tab's socket id) leaves that tab out of the `newMessage` push.
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
              /** @description The sender's user id */
              sender: string;
              /** @description Up to 2000 characters; empty for an image-only message */
              text: string;
              /** @description URL of the attached image, or empty */
              img: string;
              /** @description Whether the recipient has opened the conversation since */
              seen: boolean;
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
             *       "error": "A message needs text or an image"
             *     }
             */
            'application/json': {
              /** @description Shown to people as is */
              error: string;
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
             *       "error": "You must be logged in"
             *     }
             */
            'application/json': {
              /** @description Shown to people as is */
              error: string;
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
             *       "error": "User not found"
             *     }
             */
            'application/json': {
              /** @description Shown to people as is */
              error: string;
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
             *       "error": "Image is too large. The limit is 10 MB."
             *     }
             */
            'application/json': {
              /** @description Shown to people as is */
              error: string;
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
             *       "error": "Unsupported image type. Use JPEG, PNG, WebP, GIF or AVIF."
             *     }
             */
            'application/json': {
              /** @description Shown to people as is */
              error: string;
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
             *       "error": "You are sending messages too fast. Please slow down."
             *     }
             */
            'application/json': {
              /** @description Shown to people as is */
              error: string;
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
     * @description 50 a page; `?before=<lastMessage._id>` for the next page.
     */
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
              /** @description The other member */
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
              };
              /** @description Messages to you not yet seen */
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
             *       "error": "Invalid cursor"
             *     }
             */
            'application/json': {
              /** @description Shown to people as is */
              error: string;
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
             *       "error": "You must be logged in"
             *     }
             */
            'application/json': {
              /** @description Shown to people as is */
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
              /** @description The sender's user id */
              sender: string;
              /** @description Up to 2000 characters; empty for an image-only message */
              text: string;
              /** @description URL of the attached image, or empty */
              img: string;
              /** @description Whether the recipient has opened the conversation since */
              seen: boolean;
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
             *       "error": "You cannot message yourself"
             *     }
             */
            'application/json': {
              /** @description Shown to people as is */
              error: string;
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
             *       "error": "You must be logged in"
             *     }
             */
            'application/json': {
              /** @description Shown to people as is */
              error: string;
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
             *       "error": "User not found"
             *     }
             */
            'application/json': {
              /** @description Shown to people as is */
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
             *       "error": "The file is an image, but mediaType says video"
             *     }
             */
            'application/json': {
              /** @description Shown to people as is */
              error: string;
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
             *       "error": "You must be logged in"
             *     }
             */
            'application/json': {
              /** @description Shown to people as is */
              error: string;
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
             *       "error": "Video is too large. The limit is 100 MB."
             *     }
             */
            'application/json': {
              /** @description Shown to people as is */
              error: string;
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
             *       "error": "Unsupported file type. Images: JPEG, PNG, WebP, GIF or AVIF. Videos: MP4, WebM or MOV."
             *     }
             */
            'application/json': {
              /** @description Shown to people as is */
              error: string;
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
             *       "error": "Too many uploads. Please try again later."
             *     }
             */
            'application/json': {
              /** @description Shown to people as is */
              error: string;
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
             *       "error": "You must be logged in"
             *     }
             */
            'application/json': {
              /** @description Shown to people as is */
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
             *       "error": "You must be logged in"
             *     }
             */
            'application/json': {
              /** @description Shown to people as is */
              error: string;
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
             *       "error": "Story not found"
             *     }
             */
            'application/json': {
              /** @description Shown to people as is */
              error: string;
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
             *       "error": "You must be logged in"
             *     }
             */
            'application/json': {
              /** @description Shown to people as is */
              error: string;
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
             *       "error": "Only the owner of a story can see its viewers"
             *     }
             */
            'application/json': {
              /** @description Shown to people as is */
              error: string;
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
             *       "error": "Story not found"
             *     }
             */
            'application/json': {
              /** @description Shown to people as is */
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
             *       "error": "You must be logged in"
             *     }
             */
            'application/json': {
              /** @description Shown to people as is */
              error: string;
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
             *       "error": "You can only delete your own stories"
             *     }
             */
            'application/json': {
              /** @description Shown to people as is */
              error: string;
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
             *       "error": "Story not found"
             *     }
             */
            'application/json': {
              /** @description Shown to people as is */
              error: string;
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
  schemas: never;
  responses: never;
  parameters: never;
  requestBodies: never;
  headers: never;
  pathItems: never;
}
export type $defs = Record<string, never>;
export type operations = Record<string, never>;

type JsonContent<T> = T extends { content: { 'application/json': infer Body } } ? Body : never;

/** The JSON a route answers with, e.g. `ApiResponse<'/api/users/profile/{key}', 'get'>`. */
export type ApiResponse<P extends keyof paths, M extends keyof paths[P], S extends number = 200> = paths[P][M] extends {
  responses: infer R;
}
  ? S extends keyof R
    ? JsonContent<R[S]>
    : never
  : never;

/** The JSON body a route accepts, e.g. `ApiRequestBody<'/api/users/login', 'post'>`. */
export type ApiRequestBody<P extends keyof paths, M extends keyof paths[P]> = paths[P][M] extends {
  requestBody?: infer B;
}
  ? JsonContent<NonNullable<B>>
  : never;
