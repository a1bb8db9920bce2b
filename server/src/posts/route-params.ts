import { Type } from 'typebox';

/** Generous caps: the service gives the precise, human rule; these only bound the work. */
export const text = Type.Optional(Type.String({ maxLength: 5000 }));
export const id = Type.Optional(Type.String({ maxLength: 64 }));

export const PostParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }) });
export const tags = ['posts'];
export const loggedIn = [{ session: [] }];
