/**
 * The SQL that reads PostgreSQL rows into the shapes of the read models. The API (answers right after a write)
 * and the workers (projections, reindex, drift checks) must read exactly the same way, so it lives here once.
 * Plain strings: contracts still depends on zod alone.
 */

/** Columns of a ListingRecord; expects listings as `l` joined with sectors as `s`. */
export const LISTING_RECORD_COLUMNS = `
  l.id, l.company_id AS "companyId", l.is_ausbildung AS "isAusbildung", l.status, l.title, l.description,
  l.address, l.city, l.zip, l.latitude, l.longitude, s.key AS "sectorKey", l.type_key AS "typeKey",
  l.duration_key AS "durationKey", l.min_duration_weeks AS "minDurationWeeks",
  to_char(l.valid_from, 'YYYY-MM-DD') AS "validFrom", to_char(l.valid_to, 'YYYY-MM-DD') AS "validTo", l.skills,
  l.ausbildung_start AS "ausbildungStart", l.ausbildung_dauer AS "ausbildungDauer",
  l.ausbildungs_abschluss AS "ausbildungsAbschluss", l.verguetung_1_jahr AS "verguetung1Jahr",
  l.uebernahme_chance AS "uebernahmeChance", l.contact_name AS "contactName", l.contact_email AS "contactEmail",
  l.application_url AS "applicationUrl", l.version, l.created_at AS "createdAt", l.updated_at AS "updatedAt"`;

/**
 * The key of the package whose limits apply to a company now: the booked one, Starter while its invoice is overdue,
 * Starter when nothing was ever booked. `companyId` is an SQL expression.
 */
export const effectivePackageKeySql = (companyId: string) => `COALESCE(
    (SELECT CASE WHEN s.status = 'overdue' THEN 'starter' ELSE s.package_key END FROM company_subscriptions s WHERE s.company_id = ${companyId}),
    'starter')`;

/** Whether company `c`'s package in force includes highlighted placement. */
const HIGHLIGHTED_SQL = `COALESCE((SELECT p.highlighted_placement FROM packages p WHERE p.key = ${effectivePackageKeySql('c.id')}), false)`;

/** Columns of a ListingCompanyRecord; expects companies as `c`. */
export const LISTING_COMPANY_COLUMNS = `
  c.id, c.name, c.slug, c.address, c.city, c.zip, c.latitude, c.longitude, ${HIGHLIGHTED_SQL} AS highlighted`;

/** The Land a postcode lies in (postcode_states, from the offline postcode list); `zip` is an SQL expression. */
export const stateOfZipSql = (zip: string) => `(SELECT ps.state FROM postcode_states ps WHERE ps.zip = ${zip}::char(5))`;

/** A full SELECT producing EventView rows; append WHERE/ORDER on `e` (events) and `c` (companies). */
export const EVENT_VIEW_SQL = `
  SELECT e.id, e.title, e.description, e.image_url AS "imageUrl", to_char(e.event_date, 'YYYY-MM-DD') AS "eventDate",
    to_char(e.start_time, 'HH24:MI') AS "startTime", to_char(e.end_time, 'HH24:MI') AS "endTime",
    e.location, e.address, e.city, e.zip, ${stateOfZipSql('e.zip')} AS state, e.latitude, e.longitude, e.exhibitor_count AS "exhibitorCount",
    CASE WHEN c.id IS NULL THEN NULL ELSE json_build_object('id', c.id, 'name', c.name, 'slug', c.slug) END AS company,
    COALESCE((SELECT array_agg(s.id ORDER BY s.sort_order) FROM event_sectors es JOIN sectors s ON s.id = es.sector_id WHERE es.event_id = e.id), '{}') AS "sectorIds",
    COALESCE((SELECT array_agg(s.key ORDER BY s.sort_order) FROM event_sectors es JOIN sectors s ON s.id = es.sector_id WHERE es.event_id = e.id), '{}') AS "sectorKeys",
    COALESCE((SELECT array_agg(h.id ORDER BY h.sort_order) FROM event_event_highlights eh JOIN event_highlights h ON h.id = eh.highlight_id WHERE eh.event_id = e.id), '{}') AS "highlightIds",
    COALESCE((SELECT array_agg(h.key ORDER BY h.sort_order) FROM event_event_highlights eh JOIN event_highlights h ON h.id = eh.highlight_id WHERE eh.event_id = e.id), '{}') AS "highlightKeys",
    e.registration_required AS "registrationRequired", e.max_participants AS "maxParticipants",
    e.registration_count AS "registrationCount", e.registration_url AS "registrationUrl", e.event_url AS "eventUrl"
  FROM events e LEFT JOIN companies c ON c.id = e.company_id`;

/** The condition under which a listing may be found by visitors (the index holds only these); a moderator's hide wins. */
export const PUBLIC_LISTING_CONDITION = `l.status = 'aktiv' AND l.hidden_at IS NULL AND (l.valid_to IS NULL OR l.valid_to >= current_date)`;

/**
 * A company is public once one of its accounts has verified its e-mail address (companies without accounts, added by
 * an admin or the seed, are public as they are) and while no operator has suspended it; a suspended company and
 * everything it offers is out of every public read, nothing is deleted. Used on `c`.
 */
export const PUBLIC_COMPANY_CONDITION = `(c.suspended_at IS NULL
  AND (EXISTS (SELECT 1 FROM users u WHERE u.company_id = c.id AND u.email_verified_at IS NOT NULL)
    OR NOT EXISTS (SELECT 1 FROM users u WHERE u.company_id = c.id)))`;

/** An event row that is online: not hidden by a moderator, not paused because the package no longer covers it. */
const SHOWN_EVENT_CONDITION = `e.hidden_at IS NULL AND e.paused_by_package_at IS NULL`;

/** An event visitors may see: shown, and not of a company that is not public; expects `e` LEFT JOIN `c`. */
export const PUBLIC_EVENT_CONDITION = `${SHOWN_EVENT_CONDITION} AND (c.id IS NULL OR ${PUBLIC_COMPANY_CONDITION})`;

/**
 * Listing records with their company as JSON (`company`), the Länder of both postcodes (`zipStates`) and whether visitors
 * may see it (`isPublic`); append WHERE on `l`.
 */
export const LISTING_WITH_COMPANY_SQL = `
  SELECT ${LISTING_RECORD_COLUMNS},
    json_build_object('id', c.id, 'name', c.name, 'slug', c.slug, 'address', c.address, 'city', c.city, 'zip', c.zip,
      'latitude', c.latitude, 'longitude', c.longitude, 'highlighted', ${HIGHLIGHTED_SQL}) AS company,
    json_build_object('listing', ${stateOfZipSql('l.zip')}, 'company', ${stateOfZipSql('c.zip')}) AS "zipStates",
    (${PUBLIC_LISTING_CONDITION} AND ${PUBLIC_COMPANY_CONDITION}) AS "isPublic"
  FROM listings l JOIN sectors s ON s.id = l.sector_id JOIN companies c ON c.id = l.company_id`;

/**
 * Companies in the CompanyView shape with their counts kept exact from PostgreSQL; append WHERE on `c`.
 * internshipCount counts every public listing, the active counts split internships and Ausbildung places.
 */
export const COMPANY_VIEW_SQL = `
  SELECT c.id, c.name, c.slug, c.description, c.address, c.zip, c.city, ${stateOfZipSql('c.zip')} AS state,
    CASE WHEN s.id IS NULL THEN NULL ELSE json_build_object('key', s.key, 'label', s.label) END AS sector,
    c.sector_id AS "sectorId", c.latitude, c.longitude, c.latitude AS lat, c.longitude AS lon,
    c.logo_url AS "logoUrl", c.featured_image_url AS "featuredImageUrl", c.images, c.verified, c.website,
    (SELECT count(*)::int FROM listings l WHERE l.company_id = c.id AND ${PUBLIC_LISTING_CONDITION}) AS "internshipCount",
    (SELECT count(*)::int FROM events e WHERE e.company_id = c.id AND ${SHOWN_EVENT_CONDITION}) AS "eventCount",
    (SELECT count(*)::int FROM listings l WHERE l.company_id = c.id AND NOT l.is_ausbildung AND ${PUBLIC_LISTING_CONDITION}) AS "activeInternshipCount",
    (SELECT count(*)::int FROM listings l WHERE l.company_id = c.id AND l.is_ausbildung AND ${PUBLIC_LISTING_CONDITION}) AS "activeAusbildungCount",
    (SELECT count(*)::int FROM events e WHERE e.company_id = c.id AND ${SHOWN_EVENT_CONDITION} AND e.event_date >= current_date) AS "upcomingEventCount",
    c.version
  FROM companies c LEFT JOIN sectors s ON s.id = c.sector_id`;
