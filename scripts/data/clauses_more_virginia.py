"""Virginia Slave Codes (1705): further clauses (second batch).

Appended to clauses_virginia.CLAUSES in clauses.py. Grounded in the October 1705 revisal
(Hening, Statutes at Large, vol. 3): ch. XLIX "An act concerning Servants and Slaves" (sections
not already drawn on: the limits of servants' remedies, runaways before a justice, the taking-up
certificate, a servant's claim of indenture (s. III), freedom of Christian servants whose owner
marries an infidel, the penalty for selling a free person as a slave, marriage of servants,
runaways in company with slaves (from 1661/2), the master's bastard by a servant (from 1662),
the protection of persons acting under the act); ch. XII to prevent the clandestine
transportation of persons in debt, servants and slaves; ch. XXIII slaves as real estate (no
freehold vote by slaves, merchants' slaves, annexation to entailed land, finishing the crop);
ch. XI trial of slaves; ch. IV (Indian offspring counted as mulatto); the tithables act (lists,
concealment, exemptions, women's tithability, ages of imported negro children); the 1699/1705
duty on imported slaves; the headright of fifty acres (lands act); the militia act; and provisions
carried forward from the 1680 and 1682 insurrection acts and the 1691 act for suppressing
outlying slaves (proclamation, the sheriff's force, transportation of freed slaves).
Clause texts are paraphrases into operative form, not quotations. Provisions recalled from
Hening without a scan at hand are marked "from memory" in a comment; the least certain are the
militia listing, the real-estate details (merchants' slaves, annexation to entailed land, no
recording, finishing the crop), the owner's defence at trial, the general-issue clause and the
levy exemptions, which are standard provisions of the period rather than checked sections.
"""
from common import R

POLICY = "Virginia Slave Codes (1705)"

CLAUSES = [
    # --- out-group burden ---
    R("The offspring of an Indian shall likewise be reputed a mulatto in law, and every such person shall bear each incapacity of office, testimony and public trust that the laws of this colony lay upon mulattoes.",
      "O", "bur", (0.7, 0.4, 0.7, 0.8), [], exp=True),
    # 1691 act for suppressing outlying slaves (from memory: ten pounds, six months)
    R("No negro or mulatto shall be set free by any person unless that person pays for the freed slave's transportation out of the country within six months, upon forfeiture of ten pounds sterling, with which the church wardens shall cause the freed person to be carried away.",
      "O", "bur", (0.8, 0.5, 0.6, 0.6), []),
    R("Whenever slaves are reported to be lurking in swamps, woods and obscure places, any two justices of the county may issue proclamation against them by name, which the parish clerk or reader shall publish at the door of every church and chapel on the next Sunday after divine service.",
      "O", "bur", (0.8, 0.5, 0.5, 0.8), [], link="outlying"),
    R("For apprehending outlying slaves the sheriff may raise and take with him as many armed men as he judges needful, and should any such slave resist, run away, or refuse to yield, the pursuers may lawfully wound or slay him.",
      "O", "bur", (1.0, 0.8, 0.5, 0.9), [], link="outlying"),
    R("The right of servants to petition a justice against unlawful correction or want of food and clothing, and to be heard without formal process, shall belong only to servants who are not slaves.",
      "O", "bur", (0.8, 0.9, 0.4, 0.9), []),
    R("Offences of slaves not touching life may be heard and punished by the justices of the county court in a summary way, without jury or indictment, by whipping or such other corporal pain as they adjudge.",
      "O", "bur", (0.9, 0.6, 0.3, 1.0), []),
    R("A runaway slave brought before a justice shall by his order be whipped on the bare back, not exceeding thirty nine lashes, and the justice shall endorse on the pass the number of stripes given and the road to the owner's house.",
      "O", "bur", (0.9, 0.6, 0.3, 0.6), []),

    # --- burden spread over several groups ---
    # 1682 act additional for preventing insurrections
    R("No master or overseer shall knowingly suffer the slave of another person to remain on his plantation above four hours at one time without the owner's leave, upon penalty of two hundred pounds of tobacco for every such offence.",
      "M", "bur", (0.7, 0.3, 0.3, 0.3), []),
    # hog-stealing act (from memory)
    R("Hog stealing shall be punished by a fine in tobacco if the offender is free and white, by added time if a servant, and by lashes on the bare back if a negro, mulatto or Indian, bond or free.",
      "M", "bur", (0.7, 0.8, 0.3, 0.4), []),

    # --- in-group non-elite benefit ---
    # headright (lands act); freed servants received no land by law in 1705
    R("Every free person who comes into this colony to dwell, paying for his own passage, shall be entitled to a right of fifty acres of land for himself, to be taken up and patented as other rights are.",
      "I", "ben", (0.0, 0.3, 0.0, 0.0), []),
    R("A servant kept at labour after the term of service has expired may complain to the county court, which shall discharge the servant forthwith and order the master to pay the charges of the complaint.",
      "I", "ben", (0.0, 0.5, 0.0, 0.0), []),
    R("No white woman, whether free or a servant, shall be listed as tithable or charged with the public, county and parish levies on her own account.",
      "I", "ben", (0.2, 0.7, 0.4, 0.1), []),
    # consequence of the master's default in bringing the servant to court (from memory)
    R("If a master neglects to bring a servant imported without indenture before the court within the time limited, that servant shall serve no longer than five years, whatever the servant's age.",
      "I", "ben", (0.0, 0.4, 0.1, 0.0), []),
    R("The county court may discharge from the payment of levies any poor free person grown so aged, sick or decrepit as to be unable to labour for a living.",
      "I", "ben", (0.0, 0.2, 0.0, 0.0), [], link="levy_exempt"),

    # --- in-group non-elite burden ---
    R("Any servant who marries during the time of service without the consent of the master shall, for that offence, serve the master one whole year after the term is ended.",
      "I", "bur", (0.4, 0.1, 0.2, 0.3), [], link="servant_marriage"),
    R("A free person who marries a servant without the master's leave shall pay the master fifteen hundred pounds of tobacco, or in default serve the master one year in lieu of it.",
      "I", "bur", (0.3, 0.1, 0.2, 0.2), [], link="servant_marriage"),
    R("The fine forfeited by a free white woman for a mulatto bastard, or the money raised by selling her time, shall be divided, one third to the queen for the support of government, one third to the parish, and one third to the informer.",
      "I", "bur", (0.5, 0.4, 0.8, 0.4), [], link="mulatto_child"),
    R("Any English servant who runs away in company with a slave shall, besides the time due for his own absence, answer to the slave's owner for the time lost by the slave, by further service after his term.",
      "I", "bur", (0.5, 0.4, 0.5, 0.4), []),
    R("Every free male person between sixteen and sixty, servants excepted, shall be listed in the militia of the county where he dwells and appear at musters armed with a firelock, upon a fine for each default.",
      "I", "bur", (0.1, 0.2, 0.1, 0.1), []),

    R("No free person shall depart this colony until he has obtained a pass, which shall be withheld while any creditor or master makes good objection that the person owes debts or service.",
      "I", "bur", (0.2, 0.0, 0.0, 0.2), []),

    # --- provisions binding servant and master ---
    R("Every servant who comes in under an indenture shall serve only the time therein expressed, and the master shall be bound to perform every article of it, either party having remedy by complaint to the county court.",
      "I", "mix", (0.2, 0.4, 0.0, 0.1), []),
    R("Should any person holding a christian white servant intermarry with a negro, mulatto, Indian, Jew, Moor, or other infidel, every such servant shall thereupon become free of all further service.",
      "M", "mix", (0.6, 0.8, 0.8, 0.3), ["christian", "infidel"], link="purchase"),
    R("Whoever brings into this colony and sells for a slave any person who was free in England or in any christian country, island or plantation shall, when the person so sold recovers his freedom, pay the purchaser double the price received.",
      "M", "mix", (0.4, 0.6, 0.6, 0.2), ["christian"], uses=True),
    R("If a woman servant be got with child by her master, he shall have no further service of her, but after her term expires the church wardens shall sell her for a further time and apply the price to the use of the parish.",
      "M", "mix", (0.4, 0.2, 0.4, 0.3), []),

    # --- elite benefit ---
    R("Any person who imports negroes or other slaves shall be entitled to fifty acres of land for each head so brought in, upon proof of the importation in court, and the right so proved may be assigned to another.",
      "E", "ben", (0.6, 0.3, 0.3, 0.2), []),
    R("Slaves in the hands of any merchant or factor, brought in for sale and not yet sold, shall be deemed personal estate, and may be sold and pass by delivery as other goods do.",
      "E", "ben", (0.8, 0.3, 0.5, 0.3), []),
    R("Slaves may be annexed by deed or will to lands held in fee tail, and shall then pass with the land to every heir in tail, who may not sell them apart from the land.",
      "E", "ben", (0.9, 0.3, 0.5, 0.5), []),
    R("No sale or gift of a slave shall need to be recorded in the manner required for a deed of land, nor shall the want of a recorded conveyance defeat the purchaser's title.",
      "E", "ben", (0.6, 0.2, 0.3, 0.3), []),
    R("When an owner of slaves dies after the first of March, the slaves shall continue working on the plantation until the crop is finished before they are divided among the heirs or delivered to the widow.",
      "E", "ben", (0.7, 0.2, 0.2, 0.3), []),
    R("The owner of a slave who is to be tried for a capital offence shall have notice of the trial and may appear and make any just defence for the slave, but the court shall not stay for his absence.",
      "E", "ben", (0.7, 0.4, 0.3, 0.8), []),
    R("Any person sued for anything done in pursuance of this act may plead the general issue and give the act in evidence, and if judgment pass for the defendant he shall recover double costs.",
      "E", "ben", (0.6, 0.5, 0.2, 0.9), []),
    R("On the master's petition the county court may exempt from the levy any slave grown so old, blind or infirm as to be of no further profit to the owner.",
      "E", "ben", (0.2, 0.1, 0.3, 0.0), [], link="levy_exempt"),
    R("The master may assign the remaining time of any servant to another person by endorsement on the indenture, and the servant shall serve the assignee as he would have served the master.",
      "E", "ben", (0.3, 0.1, 0.1, 0.2), []),

    # ch. XII (1705), to prevent the clandestine transportation of persons in debt, servants and slaves
    R("No master of a ship or vessel shall carry out of this colony any servant or slave without the consent of the owner, nor any debtor without a pass, upon pain of answering to the owner or creditor for all damages sustained.",
      "E", "ben", (0.6, 0.2, 0.1, 0.4), []),

    # --- elite burden ---
    R("No person shall be deemed a freeholder or be qualified to vote in the election of burgesses by reason of holding slaves, although slaves are by law made real estate.",
      "E", "bur", (0.1, 0.1, 0.2, 0.1), ["real estate"]),
    # duty act (amount from memory)
    R("Every importer of negroes or other slaves shall pay to the naval officer of the district a duty of twenty shillings for each slave brought in, before the slaves are landed or offered for sale.",
      "E", "bur", (0.5, 0.2, 0.3, 0.2), []),
    R("Any master who fails to give in a true list of his tithables, his slaves included, shall be deemed a concealer and forfeit a penalty in tobacco for every tithable so concealed.",
      "E", "bur", (0.2, 0.1, 0.0, 0.1), []),

    # --- neutral administration ---
    R("Every person importing negro children shall bring them before the county court within six months, which shall judge their ages and have them recorded, so that each may be listed when of tithable age.",
      "M", "neu", (0.3, 0.1, 0.1, 0.2), []),
    R("When a servant offered for sale claims to have an indenture, the master may carry the servant before a justice, who shall examine the claim and certify what time the servant is bound to serve.",
      "I", "neu", (0.1, 0.1, 0.0, 0.1), []),
    R("The justice before whom a runaway is brought shall give the taker up a certificate stating the distance from the place of taking to the owner's house, which the county court shall allow in the next levy.",
      "M", "neu", (0.2, 0.1, 0.0, 0.1), []),
    R("Each county court shall divide the county into precincts and appoint a justice in each to take the list of tithables in June and return it to the clerk, who shall set it up at the court house door.",
      "M", "neu", (0.1, 0.0, 0.0, 0.0), []),
    R("Where the owner of a runaway cannot be found, the reward for the taking up shall first be paid by the public and afterwards repaid by the owner when the runaway is claimed.",
      "M", "neu", (0.3, 0.1, 0.0, 0.1), []),
    R("No action or information for any forfeiture given by this act shall be brought but within six months after the offence committed, and any suit begun after that time shall abate.",
      "M", "neu", (0.0, 0.0, 0.0, 0.1), []),
    R("This act shall commence and be in force from and after its publication, and shall extend to all servants and slaves now in this colony as well as to those hereafter brought in.",
      "M", "neu", (0.1, 0.0, 0.0, 0.0), []),
]
