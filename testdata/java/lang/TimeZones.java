// EXPECT: ok
// COMPARE: java
// The default time zone (UTC for both: the comparison runs java with
// -Duser.timezone=UTC, as jcheck behaves), zone rules read from the JDK's
// tzdb.dat, and an instant rendered in two zones.
import java.time.Instant;
import java.time.ZoneId;
import java.time.ZonedDateTime;
import java.util.TimeZone;

public class TimeZones {
    public static void main(String[] args) {
        TimeZone tz = TimeZone.getDefault();
        System.out.println(tz.getID() + " " + tz.getRawOffset());
        Instant epoch = Instant.ofEpochSecond(1_000_000_000L);
        System.out.println(ZonedDateTime.ofInstant(epoch, ZoneId.of("UTC")));
        System.out.println(ZonedDateTime.ofInstant(epoch, ZoneId.of("Asia/Tokyo")));
    }
}
