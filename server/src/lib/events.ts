import { EventEmitter } from 'node:events';

/**
 * A typed in-process event bus: `Events` maps each event's name to its payload. The app's domain events
 * (published by services after their write has committed) are declared in `app-events.ts`.
 */
export class EventBus<Events extends object> {
  private readonly emitter = new EventEmitter();

  on<K extends keyof Events & string>(name: K, listener: (payload: Events[K]) => void): void {
    this.emitter.on(name, listener);
  }

  emit<K extends keyof Events & string>(name: K, payload: Events[K]): void {
    this.emitter.emit(name, payload);
  }
}
