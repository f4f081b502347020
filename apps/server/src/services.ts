import fp from 'fastify-plugin';
import { ActivityLog } from './activity/activity-log.ts';
import { ApplicationsService } from './applications/applications.ts';
import { FilesService } from './storage/files.ts';
import { PasswordResets } from './staff/password-resets.ts';
import { RateLimiter } from './security/rate-limiter.ts';
import { SessionsService } from './staff/sessions.ts';
import { SettingsService } from './settings/settings.ts';
import { SlidersService } from './slides/sliders.ts';
import { StagesService } from './stages/stages-settings.ts';
import { DocumentRequestsService } from './requests/document-requests.ts';
import { FeesService } from './ledger/fees-settings.ts';
import { LedgerService } from './ledger/ledger.ts';
import { DemandService } from './demands/demands.ts';
import { CallbackService } from './demands/callbacks.ts';
import { StaffInvitations } from './staff/staff-invitations.ts';
import { UsersService } from './staff/users.ts';
import { createStorage, type FileStorage } from './storage/index.ts';
import { assertCurrentStore } from './storage/storage-move.ts';
import { loadSigningKeys } from './statements/signing-keys.ts';
import { StatementsService } from './statements/statements.ts';

declare module 'fastify' {
  interface FastifyInstance {
    users: UsersService;
    passwordResets: PasswordResets;
    /** New staff members invited by email to choose their password. */
    invitations: StaffInvitations;
    sessions: SessionsService;
    rateLimiter: RateLimiter;
    storage: FileStorage;
    files: FilesService;
    applications: ApplicationsService;
    /** Everything staff did, for the super admin. */
    activity: ActivityLog;
    sliders: SlidersService;
    settings: SettingsService;
    /** The stages of a worker's journey (ADR 049). */
    stages: StagesService;
    /** Documents asked of the applicant by a link, and what arrives by it (ADR 050). */
    documentRequests: DocumentRequestsService;
    /** Each application's charges, payments and receipts (ADR 051). */
    ledger: LedgerService;
    /** The fee labels, the default currency and the legal caps. */
    fees: FeesService;
    /** Demand letters and their vacancies (ADR 052). */
    demands: DemandService;
    /** "Call me back" on a vacancy's page. */
    callbacks: CallbackService;
    /** The applicant copies' signed statements: signed, checked, and their keys (ADR 053). */
    statements: StatementsService;
  }
}

/** The domain services routes call (`app.applications`, `app.users`...): routes never touch SQL. */
export const servicesPlugin = fp(
  async (app) => {
    const { config, db } = app;
    app.decorate('users', new UsersService(db, config.argon2));
    app.decorate('passwordResets', new PasswordResets(db, app.mailer, config.argon2));
    app.decorate('invitations', new StaffInvitations(db, app.mailer, config.argon2));
    app.decorate('sessions', new SessionsService(db));
    app.decorate('rateLimiter', new RateLimiter(db, config.secrets.jwt));
    const storage = await createStorage(config, db);
    app.addHook('onClose', () => storage.close?.());
    // An S3 bucket that does not answer stops the start here, naming it (ADR 054).
    await storage.check?.();
    await assertCurrentStore(db, config);
    app.decorate('storage', storage);
    const files = new FilesService(db, storage, config.secrets.fileUrl);
    app.decorate('files', files);
    // The signing key is read, or made, as the app is built: a bad one stops the start, naming where it came from.
    const statements = new StatementsService(db, loadSigningKeys(config), config.timeZone);
    app.decorate('statements', statements);
    const applications = new ApplicationsService(db, files, config.timeZone, app.mailer, statements);
    app.decorate('applications', applications);
    app.decorate('ledger', new LedgerService(db, app.mailer, () => applications.today()));
    app.decorate('fees', new FeesService(db));
    const demandService = new DemandService(db, () => applications.today());
    app.decorate('demands', demandService);
    app.decorate('callbacks', new CallbackService(db, demandService, app.rateLimiter, { perAddress: config.rateLimits.callbackPerAddress, perPhone: config.rateLimits.callbackPerPhone }));
    app.decorate('activity', new ActivityLog(db, config.timeZone));
    app.decorate('sliders', new SlidersService(db, files));
    app.decorate('settings', new SettingsService(db, files));
    app.decorate('stages', new StagesService(db));
    app.decorate('documentRequests', new DocumentRequestsService(db, files, app.mailer, config.timeZone, config.publicUrl));
  },
  { name: 'services', dependencies: ['database', 'mail'] },
);
