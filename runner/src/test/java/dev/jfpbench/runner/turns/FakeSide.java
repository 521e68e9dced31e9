package dev.jfpbench.runner.turns;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.Map;

/**
 * A side of a turn group without JMH, for the coordinator's tests: speaks {@link TurnsProfiler}'s protocol for a given
 * number of forks and iterations, and misbehaves when asked. Arguments: FORKS ITERATIONS BEHAVIOUR, then the
 * coordinator's {@code -prof CLASS:OPTIONS}. BEHAVIOUR: ok, die-at-N (exits in turn N), hang-at-N (sleeps in turn N),
 * die-before (exits before its hello), op-N (says its operations take N ms).
 */
public final class FakeSide {
    public static void main(String[] a) throws Exception {
        int forks = Integer.parseInt(a[0]);
        int iterations = Integer.parseInt(a[1]);
        String behaviour = a[2];
        Map<String, String> o = TurnsProfiler.options(a[4].substring(a[4].indexOf(':') + 1));
        int port = Integer.parseInt(o.get("port"));
        int member = Integer.parseInt(o.get("member"));
        if (behaviour.equals("die-before")) {
            System.out.println("dying before my turns");
            System.exit(7);
        }
        long op = behaviour.startsWith("op-") ? Long.parseLong(behaviour.substring(3)) * 1_000_000L : 1000;
        for (int f = 0; f < forks; f++) {
            try (Socket s = new Socket(InetAddress.getLoopbackAddress(), port)) {
                BufferedReader in = new BufferedReader(new InputStreamReader(s.getInputStream(), StandardCharsets.UTF_8));
                OutputStream out = s.getOutputStream();
                out.write(("HELLO member=" + member + " iterations=" + iterations + " op=" + op + "\n").getBytes(StandardCharsets.UTF_8));
                out.flush();
                for (int k = 1; k <= iterations; k++) {
                    String go = in.readLine();
                    if (!("GO " + k).equals(go)) {
                        throw new IllegalStateException("expected GO " + k + ", got " + go);
                    }
                    if (behaviour.equals("die-at-" + k)) {
                        System.out.println("dying in turn " + k);
                        System.exit(9);
                    }
                    if (behaviour.equals("hang-at-" + k)) {
                        Thread.sleep(600_000);
                    }
                    out.write(("DONE " + k + " wall=1000 wait=0 run=1000 gc=0\n").getBytes(StandardCharsets.UTF_8));
                    out.flush();
                }
            }
        }
    }
}
