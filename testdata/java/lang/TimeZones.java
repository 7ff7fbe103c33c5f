// EXPECT: ok
// COMPARE: java
// The default time zone (UTC for both: the comparison runs java with
// -Duser.timezone=UTC, as jcheck behaves), zone rules read from the JDK's
// tzdb.dat (a named TimeZone, java.time zones), an instant rendered in two
// zones, and the CRC32 checksums tzdb.dat's reader uses.
import java.time.Instant;
import java.time.ZoneId;
import java.time.ZonedDateTime;
import java.util.TimeZone;

public class TimeZones {
    public static void main(String[] args) {
        TimeZone tz = TimeZone.getDefault();
        System.out.println(tz.getID() + " " + tz.getRawOffset());
        TimeZone paris = TimeZone.getTimeZone("Europe/Paris");
        System.out.println(paris.getID() + " " + paris.getRawOffset() + " " + paris.useDaylightTime());
        java.util.zip.CRC32 crc = new java.util.zip.CRC32();
        crc.update("jcheck".getBytes());
        crc.update('!');
        System.out.println(Long.toHexString(crc.getValue()));
        Instant epoch = Instant.ofEpochSecond(1_000_000_000L);
        System.out.println(ZonedDateTime.ofInstant(epoch, ZoneId.of("UTC")));
        System.out.println(ZonedDateTime.ofInstant(epoch, ZoneId.of("Asia/Tokyo")));
    }
}
