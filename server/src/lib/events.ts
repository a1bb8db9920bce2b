import { EventEmitter } from 'node:events';

/**
 * Domain events published by services after their write has committed, for listeners such as the
 * realtime layer. Add an entry per event; payloads are already in their API shape.
 */
export interface AppEventMap {
  'notification.created': { recipientId: string; notification: unknown };
}

export class AppEvents {
  private readonly emitter = new EventEmitter();

  on<K extends keyof AppEventMap>(name: K, listener: (payload: AppEventMap[K]) => void): void {
    this.emitter.on(name, listener);
  }

  emit<K extends keyof AppEventMap>(name: K, payload: AppEventMap[K]): void {
    this.emitter.emit(name, payload);
  }
}
